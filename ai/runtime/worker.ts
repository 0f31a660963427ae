import { expose } from 'comlink';
import { botWorkerApi } from './worker-calls';

expose(botWorkerApi);
