import { useTranslation } from 'react-i18next';
import { STOP_EVENT_LIMITS } from '@rahti/domain';
import type { PreTripPhoto } from '../data/driver-data.types';
import { TextField } from '../ui/field';
import { SignaturePad } from './signature-pad';
import type { FormProblem, ProofDraft } from './stop-form';
import { StopPhotos } from './stop-photos';

interface ProofFieldsProps {
  proof: ProofDraft;
  onChange(proof: ProofDraft): void;
  problems: readonly FormProblem[];
  /** A refused delivery needs no signature; one given is kept. */
  isRefused: boolean;
  shrink(file: Blob): Promise<PreTripPhoto>;
}

/** The consignee's printed name, the signature drawn on the glass, and photos of the delivered goods. */
export function ProofFields({ proof, onChange, problems, isRefused, shrink }: ProofFieldsProps) {
  const { t } = useTranslation();
  const has = (field: FormProblem['field']) => problems.some((problem) => problem.field === field);
  return (
    <section className="stack" aria-labelledby="proof-title">
      <h3 id="proof-title">{t('driver-transport:proof.title')}</h3>
      {isRefused && <p className="muted">{t('driver-transport:proof.refusedHint')}</p>}
      <TextField
        label={t('driver-transport:proof.signerName')}
        hint={t('driver-transport:proof.signerNameHint')}
        autoComplete="off"
        maxLength={STOP_EVENT_LIMITS.signerNameMax}
        data-proof-field="signerName"
        error={has('signerName') ? t('driver-transport:proof.signerNameRequired') : undefined}
        value={proof.signerName}
        onChange={(event) => onChange({ ...proof, signerName: event.currentTarget.value })}
      />
      <SignaturePad
        strokes={proof.strokes}
        onChange={(strokes) => onChange({ ...proof, strokes })}
        error={has('signature') ? t('driver-transport:proof.signatureRequired') : undefined}
      />
      <StopPhotos
        owner={t('driver-transport:proof.photosOwner')}
        photos={proof.photos}
        onChange={(photos) => onChange({ ...proof, photos })}
        shrink={shrink}
      />
    </section>
  );
}
