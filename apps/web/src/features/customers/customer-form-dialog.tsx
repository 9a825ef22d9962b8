import { NativeSelect, SimpleGrid, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_LANGUAGES, type Customer } from '@rahti/domain';
import { FormDialog } from '../../components/ui/form-dialog';
import { notifySuccess } from '../../components/ui/notify';
import { useZodForm } from '../../lib/use-zod-form';
import { useSaveCustomer } from './customers-api';
import { customerFormSchema, customerFormValues } from './customer-form-values';

interface CustomerFormDialogProps {
  customer?: Customer;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * Adds a customer, or changes one; mounted per opening so the form starts from its values. A
 * business id with a wrong check digit, or one another customer has, comes back on its input.
 */
export function CustomerFormDialog({ customer, onClose, onSaved }: CustomerFormDialogProps) {
  const { t } = useTranslation();
  const form = useZodForm(customerFormSchema, customerFormValues(customer));
  const save = useSaveCustomer(customer?.id);
  const field = (
    name: Parameters<typeof form.getInputProps>[0],
    extra: { required?: boolean; description?: string; type?: string } = {},
  ) => (
    <TextInput label={t(`web-customers:fields.${name}`)} autoComplete="off" {...extra} {...form.getInputProps(name)} />
  );
  const heading = (key: string) => (
    <Title order={3} size="h5" style={{ gridColumn: '1 / -1' }} mt="xs">
      {t(`web-customers:form.${key}`)}
    </Title>
  );

  return (
    <FormDialog
      title={
        customer ? t('web-customers:form.editTitle', { name: customer.name }) : t('web-customers:form.createTitle')
      }
      size="lg"
      form={form}
      save={save}
      onSaved={(saved) => {
        notifySuccess(t(customer ? 'web-customers:form.saved' : 'web-customers:form.created', { name: saved.name }));
        onSaved();
      }}
      onClose={onClose}
      submitLabel={customer ? undefined : t('web-customers:form.create')}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {field('name', { required: true })}
        {field('businessId', { description: t('web-customers:form.businessIdHint') })}
        {field('vatNumber')}
        <NativeSelect
          label={t('web-customers:fields.language')}
          description={t('web-customers:form.languageHint')}
          data={CUSTOMER_LANGUAGES.map((language) => ({ value: language, label: t(`web:languages.${language}`) }))}
          {...form.getInputProps('language')}
        />
        {heading('address')}
        {field('street')}
        {field('postCode')}
        {field('town')}
        {field('countryCode', { description: t('web-customers:form.countryCodeHint') })}
        {heading('invoicing')}
        {field('eInvoiceAddress')}
        {field('eInvoiceOperator')}
        {field('paymentTermDays', { description: t('web-customers:form.paymentTermDaysHint') })}
        {heading('contact')}
        {field('contactName')}
        {field('email', { type: 'email' })}
        {field('phone', { type: 'tel' })}
      </SimpleGrid>
    </FormDialog>
  );
}
