import { Fieldset, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { BookingFormValues } from '../booking-form.ts';

type PersonFieldsetProps = {
  form: UseFormReturnType<BookingFormValues>;
  who: 'main' | 'companion';
  legend: string;
  isMember: boolean;
};

const TITLES = ['Mr', 'Mrs', 'Ms', 'Dr', 'Prof'];

/** The personal information form of spec 2.2; member number and working hotel only for members. */
export function PersonFieldset({ form, who, legend, isMember }: PersonFieldsetProps) {
  const field = (name: string) => form.getInputProps(`${who}.${name}`);
  // The browser's saved details describe the person typing, never the companion.
  const autofill = (token: string) => (who === 'main' ? token : 'off');
  return (
    <Fieldset legend={legend}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select label="Title" data={TITLES} clearable {...field('title')} />
        <TextInput
          label="First name"
          required
          autoComplete={autofill('given-name')}
          {...field('firstName')}
        />
        <TextInput label="Last name" required autoComplete={autofill('family-name')} {...field('lastName')} />
        <TextInput
          label="E-mail"
          type="email"
          required
          autoComplete={autofill('email')}
          {...field('email')}
        />
        <TextInput label="Phone" type="tel" required autoComplete={autofill('tel')} {...field('phone')} />
        <TextInput label="Country" required autoComplete={autofill('country-name')} {...field('country')} />
        {isMember && (
          <>
            <TextInput label="Section" {...field('section')} />
            <TextInput label="Member number" required {...field('memberNumber')} />
            <TextInput label="Working hotel" required {...field('workingHotel')} />
          </>
        )}
        <TextInput label="T-shirt size" description="Comma-separated if several" {...field('goodies')} />
      </SimpleGrid>
      <Textarea
        mt="md"
        label="Billing information"
        required
        autosize
        minRows={2}
        {...field('billingInformation')}
      />
      <Textarea mt="md" label="Medical information" autosize minRows={2} {...field('medicalInformation')} />
      <Textarea mt="md" label="Comment" autosize minRows={2} {...field('comment')} />
    </Fieldset>
  );
}
