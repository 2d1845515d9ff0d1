/**
 * The campaign map's binding of the movement layers: routes (`routeLayer.ts`), real estate
 * (`realEstateLayer.ts`), contacts (`contactLayer.ts`) and minefields (`minefieldLayer.ts`) — created once the map exists, each updated
 * with its `update…(layer, props, prev)` when the state, the selection, the going or a legend toggle
 * changes — and the legend's movement entries (`LegendMovement.tsx`).
 */
import type L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import type { CampaignState, UnitId } from '../campaign/index.ts';
import type { GoingAt } from '../rules/operational/movement.ts';
import { createMinefieldLayer, removeMinefieldLayer, updateMinefieldLayer, type MinefieldLayer, type MinefieldLayerProps } from './minefieldLayer.ts';
import { createContactLayer, removeContactLayer, updateContactLayer, type ContactLayer, type ContactLayerProps } from './contactLayer.ts';
import type { LegendMovement } from './LegendMovement.tsx';
import { createRealEstateLayer, removeRealEstateLayer, updateRealEstateLayer, REAL_ESTATE_MAX_MPP, type RealEstateLayer, type RealEstateLayerProps } from './realEstateLayer.ts';
import { createRouteLayer, removeRouteLayer, updateRouteLayer, type RouteLayer, type RouteLayerProps } from './routeLayer.ts';
import { metresPerPixel } from './screenCanvas.ts';

type Layers = { route: RouteLayer; estate: RealEstateLayer; contact: ContactLayer; mines: MinefieldLayer };
type Prev = { route: RouteLayerProps | null; estate: RealEstateLayerProps | null; contact: ContactLayerProps | null; mines: MinefieldLayerProps | null };

/** Draw `state`'s routes, real estate (in the country `goingAt` reads; absent: average) and contacts on `map`; returns the legend entries. */
export function useMovementLayers(map: L.Map | null, state: CampaignState, selectedId: UnitId | null, goingAt: GoingAt | null | undefined): LegendMovement {
  const [showRoutes, setShowRoutes] = useState(true);
  // Off at first: a corps' ground drawn at once hides the terrain; the legend turns it on.
  const [showRealEstate, setShowRealEstate] = useState(false);
  const [showContacts, setShowContacts] = useState(true);
  const [showMinefields, setShowMinefields] = useState(true);
  const [zoomedOut, setZoomedOut] = useState(false);
  const layers = useRef<Layers | null>(null);
  const prev = useRef<Prev>({ route: null, estate: null, contact: null, mines: null });

  useEffect(() => {
    if (!map) return;
    layers.current = { route: createRouteLayer(map), estate: createRealEstateLayer(map), contact: createContactLayer(map), mines: createMinefieldLayer(map) };
    prev.current = { route: null, estate: null, contact: null, mines: null };
    const onZoom = () => setZoomedOut(metresPerPixel(map) > REAL_ESTATE_MAX_MPP);
    onZoom();
    map.on('zoomend', onZoom);
    return () => {
      map.off('zoomend', onZoom);
      const l = layers.current;
      layers.current = null;
      if (!l) return;
      removeRouteLayer(l.route);
      removeRealEstateLayer(l.estate);
      removeContactLayer(l.contact);
      removeMinefieldLayer(l.mines);
    };
  }, [map]);

  useEffect(() => {
    const l = layers.current;
    if (!l) return;
    const p: RouteLayerProps = { state, selectedId, show: showRoutes };
    updateRouteLayer(l.route, p, prev.current.route);
    prev.current.route = p;
  }, [map, state, selectedId, showRoutes]);
  useEffect(() => {
    const l = layers.current;
    if (!l) return;
    const p: RealEstateLayerProps = { state, show: showRealEstate, goingAt: goingAt ?? null };
    updateRealEstateLayer(l.estate, p, prev.current.estate);
    prev.current.estate = p;
  }, [map, state, showRealEstate, goingAt]);
  useEffect(() => {
    const l = layers.current;
    if (!l) return;
    const p: ContactLayerProps = { state, show: showContacts };
    updateContactLayer(l.contact, p, prev.current.contact);
    prev.current.contact = p;
  }, [map, state, showContacts]);
  useEffect(() => {
    const l = layers.current;
    if (!l) return;
    const p: MinefieldLayerProps = { state, show: showMinefields };
    updateMinefieldLayer(l.mines, p, prev.current.mines);
    prev.current.mines = p;
  }, [map, state, showMinefields]);

  return {
    showRoutes,
    onShowRoutes: setShowRoutes,
    showRealEstate,
    onShowRealEstate: setShowRealEstate,
    showContacts,
    onShowContacts: setShowContacts,
    showMinefields,
    onShowMinefields: setShowMinefields,
    hasMinefields: Object.keys(state.minefields ?? {}).length > 0,
    realEstateZoomedOut: zoomedOut,
  };
}
