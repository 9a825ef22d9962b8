import L from 'leaflet';
import { useEffect, useRef } from 'react';
import type { MapSettings } from '@rahti/domain';

const FINLAND: L.LatLngTuple = [62.5, 25.5];

/**
 * A Leaflet map in `container`, driven from React: opened on all Finland, with the server's tile
 * source when it has one and a layer for the caller's markers and lines, and removed with the
 * component. `map` and `layer` are set once the container is in the page, so the caller's
 * effects, which run after this hook's, find them. One setup for the pages that draw a map; like
 * Leaflet itself, import it only from a lazily loaded file.
 */
export function useLeafletMap(settings: MapSettings) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);

  useEffect(() => {
    if (!container.current) return;
    const created = L.map(container.current, { center: FINLAND, zoom: 6 });
    map.current = created;
    layer.current = L.layerGroup().addTo(created);
    return () => {
      created.remove();
      map.current = null;
    };
  }, []);

  useEffect(() => {
    const current = map.current;
    if (!current || !settings.tileUrl) return;
    const tiles = L.tileLayer(settings.tileUrl, { attribution: settings.attribution, maxZoom: 19 }).addTo(current);
    return () => void tiles.remove();
  }, [settings]);

  return { container, map, layer };
}
