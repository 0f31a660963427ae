import { createPinia } from 'pinia';
import { createApp } from 'vue';
import './fonts.css';
import App from './app.vue';
import { createLocalizedI18n } from './i18n/load-locale';
import { loadLocale } from './i18n/locale-choice';
import './styles/theme.css';
import './styles/table.css';
import './styles/panels.css';
import './styles/saves.css';
import './styles/stable-patterns.css';

// Mounted once the saved language's messages are in (i18n/load-locale.ts): a French player never sees English first.
void createLocalizedI18n(loadLocale()).then((i18n) => createApp(App).use(createPinia()).use(i18n).mount('#app'));
