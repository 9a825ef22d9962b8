import { useEffect, useId, useRef, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { drawStrokes, PAD_HEIGHT, PAD_WIDTH, type Point, type Stroke } from './signature-strokes';

interface SignaturePadProps {
  strokes: Stroke[];
  onChange(strokes: Stroke[]): void;
  /** Why the proof cannot be saved yet (no signature), in words. */
  error?: string | undefined;
}

const contextOf = (canvas: HTMLCanvasElement | null) => canvas?.getContext('2d') ?? null;

/**
 * The consignee signs on the glass with a finger or a stylus (pointer events: touch, pen and
 * mouse alike). The strokes are the signature; the picture is made from them when it is saved.
 * The box does not scroll the page while it is drawn on (`touch-action: none`).
 */
export function SignaturePad({ strokes, onChange, error }: SignaturePadProps) {
  const { t } = useTranslation();
  const id = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drawing = useRef<Stroke | null>(null);

  useEffect(() => {
    const context = contextOf(canvasRef.current);
    if (!context) return;
    context.clearRect(0, 0, PAD_WIDTH, PAD_HEIGHT);
    drawStrokes(context, strokes);
  }, [strokes]);

  const pointOf = (event: PointerEvent<HTMLCanvasElement>): Point => {
    const box = event.currentTarget.getBoundingClientRect();
    const scale = (offset: number, size: number, units: number) =>
      size > 0 ? Math.min(units, Math.max(0, (offset / size) * units)) : 0;
    return {
      x: Math.round(scale(event.clientX - box.left, box.width, PAD_WIDTH)),
      y: Math.round(scale(event.clientY - box.top, box.height, PAD_HEIGHT)),
    };
  };

  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drawing.current = [pointOf(event)];
  };
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    const stroke = drawing.current;
    if (!stroke) return;
    stroke.push(pointOf(event));
    const context = contextOf(event.currentTarget);
    if (context) drawStrokes(context, [stroke.slice(-2)]);
  };
  const end = () => {
    const stroke = drawing.current;
    drawing.current = null;
    if (stroke) onChange([...strokes, stroke]);
  };

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <fieldset className="signature-pad">
      <legend className="field__label">{t('driver-transport:proof.signature')}</legend>
      <p id={hintId} className="field__hint">
        {t('driver-transport:proof.signatureHint')}
      </p>
      <canvas
        ref={canvasRef}
        className={`signature-pad__canvas${error ? ' signature-pad__canvas--invalid' : ''}`}
        width={PAD_WIDTH}
        height={PAD_HEIGHT}
        role="img"
        tabIndex={-1}
        data-proof-field="signature"
        aria-label={strokes.length > 0 ? t('driver-transport:proof.signed') : t('driver-transport:proof.notSigned')}
        aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
      />
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
      <Button disabled={strokes.length === 0} onClick={() => onChange([])}>
        {t('driver-transport:proof.clearSignature')}
      </Button>
    </fieldset>
  );
}
