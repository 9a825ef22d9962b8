import { Button, Fieldset, Group, SimpleGrid, TextInput } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Customer } from '@rahti/domain';
import { PARTY_FIELDS, type PartyValues } from './transport-form-values';
import { sameErrors, type FieldErrors, type FormActions, type PartyName } from './use-transport-form';

/** The customer's details as a party of the waybill: the freight payer is often the sender or the consignee. */
export const partyOfCustomer = (customer: Customer): PartyValues => ({
  name: customer.name,
  street: customer.address.street,
  postcode: customer.address.postCode,
  city: customer.address.town,
  country: customer.address.countryCode || 'FI',
  businessId: customer.businessId ?? '',
  contactName: customer.contactName,
  phone: customer.phone,
});

const REQUIRED: readonly string[] = ['name'];

/** The sender's or consignee's name, address, business id and contact, with "fill from customer". */
interface PartyFieldsProps {
  actions: FormActions;
  party: PartyName;
  values: PartyValues;
  errors: FieldErrors;
  /** The freight payer, whose details can fill the party in. */
  customer?: Customer;
}

function PartyFieldsOf({ actions, party, values, errors, customer }: PartyFieldsProps) {
  const { t } = useTranslation();
  const legend = t(`web-transport:form.${party}`);
  return (
    <Fieldset legend={legend}>
      {customer && (
        <Group justify="flex-end" mb="xs">
          <Button variant="light" size="compact-sm" onClick={() => actions.fillParty(party, partyOfCustomer(customer))}>
            {t('web-transport:form.fillFromCustomer', { customer: customer.name })}
          </Button>
        </Group>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {PARTY_FIELDS.map((field) => (
          <TextInput
            key={field}
            label={t(`web-transport:party.${field}`)}
            description={field === 'country' ? t('web-transport:form.countryHint') : undefined}
            required={REQUIRED.includes(field)}
            maxLength={field === 'country' ? 2 : undefined}
            autoComplete="off"
            value={values[field]}
            onChange={(event) => actions.setParty(party, field, event.currentTarget.value)}
            onBlur={() => actions.touch(`${party}.${field}`)}
            error={errors[field]}
          />
        ))}
      </SimpleGrid>
    </Fieldset>
  );
}

/** Drawn again only when this party's values, messages or customer change. */
export const PartyFields = memo(
  PartyFieldsOf,
  (before, after) =>
    before.values === after.values &&
    before.customer === after.customer &&
    before.party === after.party &&
    before.actions === after.actions &&
    sameErrors(before.errors, after.errors),
);
