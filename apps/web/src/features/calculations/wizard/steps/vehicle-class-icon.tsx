import type { VehicleClass } from '@rahti/domain';

/** Side views on a 64×32 grid, one per vehicle class; decorative (the class name is the label). */
const SHAPES: Record<VehicleClass, string> = {
  1: 'M8 20h48v6H8zM16 20l6-8h18l8 8',
  2: 'M6 10h36l10 8v8H6z',
  3: 'M4 6h36v20H4zM40 12h10l8 8v6H40z',
  4: 'M30 10h12l10 8v8H30zM14 22h16v4H14z',
  5: 'M4 8h48v14H4zM52 18h6',
  6: 'M8 8h44v14H8zM2 18h6',
  7: 'M2 8h20v16H2zM22 14h6l4 4v6H22zM34 8h28v16H34z',
  8: 'M4 6h54l2 4v16H4zM10 10h8v6h-8zM22 10h8v6h-8zM34 10h8v6h-8z',
  9: 'M6 16h30v10H6zM12 8h14v8H12zM36 18l14-12 8 6-4 4',
};

export function VehicleClassIcon({ vehicleClass }: { vehicleClass: VehicleClass }) {
  return (
    <svg width={96} height={48} viewBox="0 0 64 32" aria-hidden="true" focusable="false">
      <path d={SHAPES[vehicleClass]} fill="none" stroke="currentColor" strokeWidth={2} strokeLinejoin="round" />
      <circle cx="14" cy="28" r="3" fill="currentColor" />
      <circle cx="48" cy="28" r="3" fill="currentColor" />
    </svg>
  );
}
