export { renderHandler } from './render.handler.js';
