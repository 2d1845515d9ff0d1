/**
 * The `ws` package as the global WebSocket, for tests under jsdom whose own (Node's undici) WebSocket
 * cannot dispatch jsdom's events. Imported first, before anything that reads the global.
 */
import WebSocket from 'ws';

(globalThis as { WebSocket?: unknown }).WebSocket = WebSocket;
