import { createPinia } from 'pinia'
import { createApp } from 'vue'
import App from './app.vue'
import './style.css'

createApp(App).use(createPinia()).mount('#app')
