import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '@rahti/domain';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { notifySuccess } from '../../../components/ui/notify';
import { errorMessage } from '../../../lib/api-error';
import { useOrganisationTimeZone, zonedToday } from '../../../lib/organisation-time';
import { useInvoiceTransitions } from '../invoices-api';
import { invoicePath } from '../invoice-paths';
import { isVersionConflict, WriteFailure } from './write-failure';
import { FinvoiceMissingDialog } from './finvoice-missing-dialog';
import { MarkPaidDialog } from './mark-paid-dialog';
import { useInvoiceDocuments } from './use-invoice-documents';

interface InvoiceActionsProps {
  invoice: Invoice;
  onEdit: () => void;
  /** Reads the invoice again (after a version conflict). */
  onReload: () => void;
}

/**
 * What can be done with the invoice in its state: a draft is edited, sent or cancelled; a sent
 * invoice is marked paid or credited (a paid one credited). Its documents can always be fetched.
 */
export function InvoiceActions({ invoice, onEdit, onReload }: InvoiceActionsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const zone = useOrganisationTimeZone();
  const transitions = useInvoiceTransitions(invoice.id);
  const documents = useInvoiceDocuments(invoice);
  const [confirming, setConfirming] = useState<'cancel' | 'credit'>();
  const [payingOpen, setPayingOpen] = useState(false);
  const [failure, setFailure] = useState<unknown>();
  const [confirmFailure, setConfirmFailure] = useState<unknown>();
  const { number, version, state } = invoice;
  const isInvoice = invoice.kind === 'invoice';
  const reload = () => {
    setFailure(undefined);
    onReload();
  };

  const send = () => {
    setFailure(undefined);
    // An invoice cannot be sent without the seller's details: the server's 409 names what is missing.
    transitions.send.mutate(version, {
      onSuccess: () => notifySuccess(t('web-invoices:actions.sentDone', { number })),
      onError: setFailure,
    });
  };
  const closeConfirm = () => {
    setConfirming(undefined);
    setConfirmFailure(undefined);
  };
  // A version conflict is told on the page, where the reload is; any other refusal in the dialog.
  const confirmFailed = (error: unknown) => {
    if (!isVersionConflict(error)) return setConfirmFailure(error);
    closeConfirm();
    setFailure(error);
  };
  const cancel = () =>
    transitions.cancel.mutate(undefined, {
      onSuccess: () => {
        closeConfirm();
        notifySuccess(t('web-invoices:actions.cancelledDone', { number }));
      },
      onError: confirmFailed,
    });
  const credit = () =>
    transitions.credit.mutate(version, {
      onSuccess: (creditNote) => {
        closeConfirm();
        notifySuccess(t('web-invoices:actions.creditedDone', { number, creditNote: creditNote.number }));
        void navigate(invoicePath(creditNote.id));
      },
      onError: confirmFailed,
    });

  return (
    <>
      <Group gap="sm">
        {state === 'draft' && (
          <>
            <Button onClick={onEdit}>{t('web:common.edit')}</Button>
            <Button onClick={send} loading={transitions.send.isPending}>
              {t('web-invoices:actions.send')}
            </Button>
          </>
        )}
        {state === 'sent' && <Button onClick={() => setPayingOpen(true)}>{t('web-invoices:actions.markPaid')}</Button>}
        {isInvoice && (state === 'sent' || state === 'paid') && (
          // red.9: red.8 on the hover tint is 4.2:1, below WCAG AA.
          <Button variant="outline" color="red.9" onClick={() => setConfirming('credit')}>
            {t('web-invoices:actions.credit')}
          </Button>
        )}
        {state === 'draft' && (
          <Button variant="outline" color="red.9" onClick={() => setConfirming('cancel')}>
            {t('web-invoices:actions.cancel')}
          </Button>
        )}
        <Button variant="default" onClick={documents.pdf} loading={documents.pdfPending}>
          {t('web-invoices:documents.pdf')}
        </Button>
        <Button variant="default" onClick={documents.finvoice} loading={documents.finvoicePending}>
          {t('web-invoices:documents.finvoice')}
        </Button>
      </Group>
      <WriteFailure error={failure} onReload={reload} />
      <ConfirmDialog
        opened={confirming !== undefined}
        title={t(`web-invoices:actions.${confirming ?? 'cancel'}Title`, { number })}
        message={t(`web-invoices:actions.${confirming ?? 'cancel'}Message`, { number })}
        confirmLabel={t(`web-invoices:actions.${confirming ?? 'cancel'}Confirm`)}
        cancelLabel={t('web-invoices:actions.keep')}
        onConfirm={confirming === 'credit' ? credit : cancel}
        onClose={closeConfirm}
        loading={transitions.cancel.isPending || transitions.credit.isPending}
        error={confirmFailure ? errorMessage(confirmFailure, t('errors:savingFailed')) : undefined}
      />
      <MarkPaidDialog
        opened={payingOpen}
        invoice={invoice}
        today={zonedToday(zone)}
        saving={transitions.markPaid.isPending}
        onSave={(paidOn, callbacks) =>
          transitions.markPaid.mutate(
            { paidOn, version },
            {
              onSuccess: () => {
                setPayingOpen(false);
                notifySuccess(t('web-invoices:actions.paidDone', { number }));
              },
              onError: callbacks.onError,
            },
          )
        }
        onClose={() => setPayingOpen(false)}
        onReload={() => {
          setPayingOpen(false);
          reload();
        }}
      />
      <FinvoiceMissingDialog missing={documents.missing} onClose={documents.closeMissing} />
    </>
  );
}
