/**
 * The kiosk's preload (sandboxed, context-isolated): exposes the one typed
 * bridge object and hides the idle mouse pointer. Nothing else of Electron
 * reaches the page.
 */
import { contextBridge, ipcRenderer } from 'electron';
import { createBridge } from './bridge';
import { installCursorHider } from './cursor-hider';

contextBridge.exposeInMainWorld(
  'storyPoint',
  createBridge((channel, ...args) => ipcRenderer.invoke(channel, ...args)),
);
installCursorHider(window);
