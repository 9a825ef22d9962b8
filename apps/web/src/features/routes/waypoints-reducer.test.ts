import { describe, expect, it } from 'vitest';
import { ROUTE_LIMITS } from '@rahti/domain';
import { completeWaypoints, waypointDrafts, waypointsReducer, type WaypointDraft } from './waypoints-reducer';

const tampere = { address: 'Tampere', lat: 61.4978, lng: 23.761 };
const rauma = { address: 'Rauman satama', lat: 61.1272, lng: 21.4757 };
const pori = { address: 'Pori', lat: 61.4851, lng: 21.7974 };
const three = waypointDrafts([tampere, rauma, pori]);
const addresses = (list: readonly WaypointDraft[]) => list.map((item) => item.address);

describe('the waypoint list', () => {
  it('adds a waypoint where the map was clicked, to six decimals, with a key of its own', () => {
    const list = waypointsReducer(three, { type: 'add', lat: 60.169857123, lng: 24.938379 });
    expect(list).toHaveLength(4);
    expect(list[3]).toEqual({ key: 4, address: '', lat: '60.169857', lng: '24.938379' });
    expect(waypointsReducer([], { type: 'add' })).toEqual([{ key: 1, address: '', lat: '', lng: '' }]);
  });

  it('adds none past the limit', () => {
    let list: readonly WaypointDraft[] = [];
    for (let i = 0; i < ROUTE_LIMITS.waypointsMax + 2; i++) list = waypointsReducer(list, { type: 'add' });
    expect(list).toHaveLength(ROUTE_LIMITS.waypointsMax);
  });

  it('moves a waypoint up and down, keeping its key, and leaves the ends alone', () => {
    const up = waypointsReducer(three, { type: 'move', index: 2, offset: -1 });
    expect(addresses(up)).toEqual(['Tampere', 'Pori', 'Rauman satama']);
    expect(up.map((item) => item.key)).toEqual([1, 3, 2]);
    expect(addresses(waypointsReducer(three, { type: 'move', index: 0, offset: 1 }))).toEqual([
      'Rauman satama',
      'Tampere',
      'Pori',
    ]);
    expect(waypointsReducer(three, { type: 'move', index: 0, offset: -1 })).toBe(three);
    expect(waypointsReducer(three, { type: 'move', index: 2, offset: 1 })).toBe(three);
  });

  it('takes typed text and a dragged marker’s place, and removes one', () => {
    const typed = waypointsReducer(three, { type: 'edit', index: 1, field: 'lat', text: '61,13' });
    expect(typed[1]).toMatchObject({ address: 'Rauman satama', lat: '61,13', lng: '21.4757' });
    const dragged = waypointsReducer(three, { type: 'place', index: 0, lat: 61.5, lng: 23.7 });
    expect(dragged[0]).toMatchObject({ address: 'Tampere', lat: '61.5', lng: '23.7' });
    expect(addresses(waypointsReducer(three, { type: 'remove', index: 1 }))).toEqual(['Tampere', 'Pori']);
    expect(waypointsReducer(three, { type: 'remove', index: 5 })).toBe(three);
  });

  it('gives the waypoints to measure once every one has a place, reading a decimal comma', () => {
    const typed = waypointsReducer(three, { type: 'edit', index: 1, field: 'lat', text: '61,13' });
    expect(completeWaypoints(typed)?.[1]).toEqual({ address: 'Rauman satama', lat: 61.13, lng: 21.4757 });
    expect(completeWaypoints(waypointsReducer(three, { type: 'add' }))).toBeUndefined();
    expect(completeWaypoints(waypointsReducer(three, { type: 'edit', index: 0, field: 'lng', text: '200' }))).toBe(
      undefined,
    );
  });
});
