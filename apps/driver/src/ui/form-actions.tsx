import { Button } from './button';
import { StatusBanner } from './status-banner';

interface FormActionsProps {
  submitLabel: string;
  cancelLabel: string;
  onCancel: () => void;
  /** Why the last save did not happen, in words. */
  failure?: string | null;
}

/** The end of a screen's form: why saving failed, Cancel, and the submit kept low, within reach. */
export function FormActions({ submitLabel, cancelLabel, onCancel, failure }: FormActionsProps) {
  return (
    <>
      {failure && (
        <StatusBanner tone="danger" announce="urgent">
          {failure}
        </StatusBanner>
      )}
      <Button block onClick={onCancel}>
        {cancelLabel}
      </Button>
      <div className="action-bar">
        <Button type="submit" variant="primary" size="large" block>
          {submitLabel}
        </Button>
      </div>
    </>
  );
}
