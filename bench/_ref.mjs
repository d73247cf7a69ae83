import { startReference } from './reference.mjs';
const r = await startReference('http://127.0.0.1:4100'); console.log(r.url);
setTimeout(() => {}, 1e9);
