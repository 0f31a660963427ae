import { createPinia } from 'pinia';
import { createApp } from 'vue';
// Bundled faces: Rye (the poster type of the title and headings), Alegreya Sans (reading text),
// Kalam (chalk on the blackboard). Latin covers English, French and Italian.
import '@fontsource/rye/latin-400.css';
import '@fontsource/alegreya-sans/latin-400.css';
import '@fontsource/alegreya-sans/latin-700.css';
import '@fontsource/alegreya-sans/latin-400-italic.css';
import '@fontsource/kalam/latin-400.css';
import '@fontsource/kalam/latin-700.css';
import App from './app.vue';
import { createAppI18n, loadLocale } from './i18n';
import './styles/theme.css';
import './styles/table.css';
import './styles/panels.css';
import './styles/saves.css';
import './styles/stable-patterns.css';

createApp(App).use(createPinia()).use(createAppI18n(loadLocale())).mount('#app');
