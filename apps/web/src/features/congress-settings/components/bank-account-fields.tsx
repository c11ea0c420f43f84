import { Textarea, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../../lib/i18n/messages.ts';

const m = defineMessages({
  accountHolder: { id: 'settings.form.accountHolder', defaultMessage: 'Bank account holder' },
  accountHolderHint: {
    id: 'settings.form.bankDetailsHint',
    defaultMessage:
      'Printed as text on the bank transfer page, the dashboard, the proforma and every e-mail that asks for a transfer',
  },
  bankName: { id: 'settings.form.bankName', defaultMessage: 'Bank name' },
  iban: { id: 'settings.form.iban', defaultMessage: 'IBAN' },
  bic: { id: 'settings.form.bic', defaultMessage: 'BIC' },
  bankAddress: { id: 'settings.form.bankAddress', defaultMessage: 'Bank address' },
});

type BankField = 'bankAccountHolder' | 'bankName' | 'bankIban' | 'bankBic' | 'bankAddress';

/**
 * The congress's bank account (decisions 35): entered once here, the only bank details anyone is
 * shown. The IBAN's check digits and the BIC's form are checked by the shared schema, here and on the server.
 */
export function BankAccountFields({ input }: { input: (path: BankField) => GetInputPropsReturnType }) {
  const text = useIntl().formatMessage;
  return (
    <>
      <TextInput
        label={text(m.accountHolder)}
        description={text(m.accountHolderHint)}
        {...input('bankAccountHolder')}
      />
      <TextInput label={text(m.bankName)} {...input('bankName')} />
      <TextInput label={text(m.iban)} {...input('bankIban')} />
      <TextInput label={text(m.bic)} {...input('bankBic')} />
      <Textarea label={text(m.bankAddress)} autosize minRows={2} {...input('bankAddress')} />
    </>
  );
}
