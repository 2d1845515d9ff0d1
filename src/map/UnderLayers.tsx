/**
 * What is drawn under the terrain, in the map tools: the base map (`useBaseMapLayer`) and the scanned
 * map (`useBaseImageLayer`), each with its own opacity slider and, when it cannot be drawn, why.
 */
import type L from 'leaflet';
import type { CampaignState } from '../campaign/index.ts';
import { useBaseImageLayer } from './useBaseImageLayer.ts';
import { useBaseMapLayer } from './useBaseMapLayer.ts';

/** The props: the map, the campaign's state, and how to read a scanned map's image and a base map's archive from the store. */
export type UnderLayersProps = {
  map: L.Map | null;
  state: Pick<CampaignState, 'baseImage' | 'baseMap' | 'grid'>;
  loadImage?(imageId: string): Promise<Blob>;
  loadArchive?(archiveId: string): Promise<Blob | null>;
};

/** The base map and the scanned map drawn under the terrain, with their opacity sliders. */
export function UnderLayers({ map, state, loadImage, loadArchive }: UnderLayersProps) {
  const [mapOpacity, setMapOpacity, mapProblem] = useBaseMapLayer(map, state.baseMap, loadArchive);
  const [scanOpacity, setScanOpacity, scanError] = useBaseImageLayer(map, state.baseImage, state.grid, loadImage);
  const slider = (label: string, value: number, set: (v: number) => void, problem: string | null) => (
    <label className="map-scan-opacity">
      {label}
      <input type="range" min={0.1} max={1} step={0.05} value={value} onChange={(e) => set(Number(e.target.value))} aria-valuetext={`${Math.round(value * 100)} %`} />
      {problem && <span className="field-error">{problem}</span>}
    </label>
  );
  return (
    <>
      {state.baseMap && slider('Base map', mapOpacity, setMapOpacity, mapProblem)}
      {state.baseMap?.attribution && <span className="map-credit">Base map: {state.baseMap.attribution}</span>}
      {state.baseImage && slider('Scanned map', scanOpacity, setScanOpacity, scanError)}
    </>
  );
}
