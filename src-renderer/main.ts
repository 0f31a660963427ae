import { createPinia } from 'pinia';
import { createApp } from 'vue';
import './fonts.css';
import App from './app.vue';
import { createAppI18n, loadLocale } from './i18n';
import './styles/theme.css';
import './styles/table.css';
import './styles/panels.css';
import './styles/saves.css';
import './styles/stable-patterns.css';

createApp(App).use(createPinia()).use(createAppI18n(loadLocale())).mount('#app');
