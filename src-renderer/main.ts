import { createPinia } from 'pinia';
import { createApp } from 'vue';
import App from './app.vue';
import { createAppI18n, loadLocale } from './i18n';
import './style.css';

createApp(App).use(createPinia()).use(createAppI18n(loadLocale())).mount('#app');
