import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FuelCardImportDialog } from './fuel-card-import-dialog';

/** "Import fuel-card file" beside the refuels, opening the import dialog; focus comes back here when it closes. */
export function FuelCardImportButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="default" onClick={() => setOpen(true)}>
        {t('web-fuel-import:open')}
      </Button>
      {open && <FuelCardImportDialog onClose={() => setOpen(false)} />}
    </>
  );
}
