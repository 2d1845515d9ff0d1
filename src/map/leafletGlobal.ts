/**
 * Leaflet as the global `L`, for the Leaflet plugins that extend it there (Leaflet.ImageOverlay.Rotated):
 * imported before such a plugin, so the plugin finds the same Leaflet the map uses.
 */
import L from 'leaflet';

(globalThis as unknown as { L?: typeof L }).L ??= L;
