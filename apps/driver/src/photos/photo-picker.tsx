import { useState } from 'react';
import type { PreTripPhoto } from '../data/driver-data.types';
import { Button } from '../ui/button';
import { PhotoThumbnail } from './photo-thumbnail';
import './photo-picker.css';

/** The picker's words, in the catalogue of the screen that shows it (each screen loads its own). */
export interface PhotoPickerTexts {
  /** A photo's name, also its thumbnail's alternative text: "Brakes, photo 1". */
  name(number: number): string;
  /** The button that removes the photo called `photo`. */
  remove(photo: string): string;
  add: string;
  /** Said in place of `add` once `max` photos are there. */
  full: string;
  shrinking: string;
  failed: string;
}

export interface PhotoPickerProps {
  photos: PreTripPhoto[];
  onChange(photos: PreTripPhoto[]): void;
  shrink(file: Blob): Promise<PreTripPhoto>;
  max: number;
  texts: PhotoPickerTexts;
}

/**
 * Photos taken with the back camera (or chosen), shrunk on the phone at once, at most `max`. The
 * file input is the control itself, under a label that looks like a button, so it keeps its
 * keyboard and screen-reader behaviour. Only lazily loaded screens import it, so it stays out of
 * the first load.
 */
export function PhotoPicker({ photos, onChange, shrink, max, texts }: PhotoPickerProps) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const add = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setFailed(false);
    try {
      onChange([...photos, await shrink(file)]);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="photo-picker">
      {photos.length > 0 && (
        <ul className="photo-picker__list">
          {photos.map((photo, index) => {
            const name = texts.name(index + 1);
            return (
              <li key={index} className="photo-picker__photo">
                <PhotoThumbnail photo={photo} alt={name} />
                <Button variant="quiet" onClick={() => onChange(photos.filter((_, kept) => kept !== index))}>
                  {texts.remove(name)}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {photos.length < max ? (
        <label className="button button--secondary photo-picker__add">
          {texts.add}
          <input
            type="file"
            accept="image/*"
            capture="environment"
            className="visually-hidden"
            disabled={busy}
            onChange={(event) => {
              const input = event.currentTarget;
              void add(input.files?.[0]).finally(() => (input.value = ''));
            }}
          />
        </label>
      ) : (
        <p className="muted">{texts.full}</p>
      )}
      {busy && <p role="status">{texts.shrinking}</p>}
      {failed && (
        <p role="alert" className="field__error">
          {texts.failed}
        </p>
      )}
    </div>
  );
}
