import 'leaflet/dist/leaflet.css';
import './vehicle-map.css';
import L from 'leaflet';
import { Button } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { LocationHistory, MapSettings, VehicleLocation } from '@rahti/domain';

interface VehicleMapProps {
  label: string;
  settings: MapSettings | undefined;
  vehicles: readonly VehicleLocation[];
  chosenId: string | undefined;
  onChoose: (vehicleId: string) => void;
  /** A marker's accessible name: "ABC-123, active". */
  markerTitle: (vehicle: VehicleLocation) => string;
  /** One vehicle's history, drawn as its track and stops. */
  history: LocationHistory | undefined;
  /** Where the replay marker stands now. */
  replayAt: { latitude: number; longitude: number } | undefined;
  /** The button that brings every vehicle into view and follows them again. */
  fitAllLabel: string;
}

const FINLAND: L.LatLngExpression = [62.5, 25.5];

function markerIcon(vehicle: VehicleLocation, chosen: boolean): L.DivIcon {
  const label = document.createElement('span');
  label.className = `vehicle-marker vehicle-marker--${vehicle.active ? 'active' : 'inactive'}${chosen ? ' vehicle-marker--chosen' : ''}`;
  label.textContent = vehicle.registerNumber;
  return L.divIcon({ html: label, className: '', iconSize: undefined });
}

/**
 * Brings every vehicle into view; unless `always`, only when one has left it (the view stays put
 * otherwise). `fitting` marks the zoom as ours, not the user's.
 */
function fitVehicles(map: L.Map, vehicles: readonly VehicleLocation[], fitting: { current: boolean }, always: boolean) {
  const positions = vehicles.flatMap((vehicle) =>
    vehicle.position ? [[vehicle.position.latitude, vehicle.position.longitude] as L.LatLngTuple] : [],
  );
  if (positions.length === 0) return;
  const bounds = L.latLngBounds(positions);
  if (!always && map.getBounds().contains(bounds)) return;
  fitting.current = true;
  map.fitBounds(bounds, { padding: [30, 30], maxZoom: 12, animate: false });
  fitting.current = false;
}

/**
 * Leaflet, driven from React: the vehicles' newest positions as labelled markers (updated in
 * place as new positions come), and one vehicle's history as its track, its stops and a
 * replay marker. Leaflet is imported here only, so it loads with this page's chunk.
 */
export function VehicleMap({
  label,
  settings,
  vehicles,
  chosenId,
  onChoose,
  markerTitle,
  history,
  replayAt,
  fitAllLabel,
}: VehicleMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const markers = useRef(new Map<string, { marker: L.Marker; look: string; at: string }>());
  const historyLayer = useRef<L.LayerGroup | null>(null);
  const replayMarker = useRef<L.CircleMarker | null>(null);
  /**
   * The view follows the fleet (a truck driving out of view brings the view along) until the user
   * pans or zooms, or opens a history; "Show all vehicles" follows again.
   */
  const following = useRef(true);
  const fitting = useRef(false);
  /** The first positions are always fitted: the opening view of all Finland is not the fleet's. */
  const fitted = useRef(false);
  const choose = useRef(onChoose);
  choose.current = onChoose;

  useEffect(() => {
    if (!container.current) return;
    // SVG, not canvas: a track is one path, the markers are elements, and both stay in the page for tests to find.
    const created = L.map(container.current, { center: FINLAND, zoom: 6 });
    map.current = created;
    historyLayer.current = L.layerGroup().addTo(created);
    // The user's own moves: dragging, zooming, and the arrow and +/- keys (Leaflet's keyboard
    // panning fires no dragstart). Not movestart: a window resize moves the map too.
    const userMoved = () => {
      if (!fitting.current) following.current = false;
    };
    created.on('dragstart zoomstart', userMoved);
    L.DomEvent.on(container.current, 'keydown', (event) => {
      if (/^(Arrow(Up|Down|Left|Right)|\+|-|=)$/.test((event as KeyboardEvent).key)) userMoved();
    });
    const kept = markers.current;
    return () => {
      created.remove();
      map.current = null;
      kept.clear();
      following.current = true;
      fitted.current = false;
    };
  }, []);

  useEffect(() => {
    const current = map.current;
    if (!current || !settings?.tileUrl) return;
    const tiles = L.tileLayer(settings.tileUrl, { attribution: settings.attribution, maxZoom: 19 }).addTo(current);
    return () => void tiles.remove();
  }, [settings]);

  useEffect(() => {
    const current = map.current;
    if (!current) return;
    const seen = new Set<string>();
    for (const vehicle of vehicles) {
      if (!vehicle.position) continue;
      seen.add(vehicle.vehicleId);
      const chosen = vehicle.vehicleId === chosenId;
      const look = `${vehicle.active}|${chosen}|${vehicle.registerNumber}`;
      const at: L.LatLngExpression = [vehicle.position.latitude, vehicle.position.longitude];
      const where = `${vehicle.position.latitude},${vehicle.position.longitude}`;
      const known = markers.current.get(vehicle.vehicleId);
      if (known) {
        // Only what changed touches the page: 500 markers moved every few seconds would be 500 layouts.
        if (known.at !== where) known.marker.setLatLng(at);
        if (known.look !== look) known.marker.setIcon(markerIcon(vehicle, chosen));
        known.marker.options.title = markerTitle(vehicle);
        Object.assign(known, { look, at: where });
        continue;
      }
      const marker = L.marker(at, {
        icon: markerIcon(vehicle, chosen),
        title: markerTitle(vehicle),
        alt: markerTitle(vehicle),
        keyboard: true,
        riseOnHover: true,
      })
        .on('click keypress', () => choose.current(vehicle.vehicleId))
        .addTo(current);
      markers.current.set(vehicle.vehicleId, { marker, look, at: where });
    }
    for (const [id, { marker }] of markers.current) {
      if (seen.has(id)) continue;
      marker.remove();
      markers.current.delete(id);
    }
    if (following.current && vehicles.some((vehicle) => vehicle.position)) {
      fitVehicles(current, vehicles, fitting, !fitted.current);
      fitted.current = true;
    }
  }, [vehicles, chosenId, markerTitle]);

  useEffect(() => {
    const current = map.current;
    const layer = historyLayer.current;
    if (!current || !layer) return;
    layer.clearLayers();
    replayMarker.current = null;
    if (!history || history.track.length === 0) return;
    const line = L.polyline(
      history.track.map(([, latitude, longitude]) => [latitude, longitude] as L.LatLngTuple),
      { color: '#1c7ed6', weight: 4, opacity: 0.85 },
    ).addTo(layer);
    for (const stop of history.stops)
      L.circleMarker([stop.latitude, stop.longitude], { radius: 6, color: '#e8590c', fillOpacity: 0.9 }).addTo(layer);
    following.current = false;
    fitting.current = true;
    current.fitBounds(line.getBounds(), { padding: [30, 30], animate: false });
    fitting.current = false;
  }, [history]);

  // The replay marker only moves: the track is drawn once per history above.
  useEffect(() => {
    const layer = historyLayer.current;
    if (!layer || !history || !replayAt) return;
    const at: L.LatLngExpression = [replayAt.latitude, replayAt.longitude];
    if (replayMarker.current) replayMarker.current.setLatLng(at);
    else
      replayMarker.current = L.circleMarker(at, {
        radius: 9,
        color: '#1a1b1e',
        weight: 3,
        fillColor: '#fab005',
        fillOpacity: 1,
      }).addTo(layer);
  }, [history, replayAt]);

  return (
    <div className="location-map-frame">
      <div ref={container} className="location-map" role="region" aria-label={label} data-testid="location-map" />
      <Button
        className="location-map-fit"
        size="xs"
        variant="default"
        onClick={() => {
          following.current = true;
          if (map.current) fitVehicles(map.current, vehicles, fitting, true);
        }}
      >
        {fitAllLabel}
      </Button>
    </div>
  );
}
