import type { Language } from '@congress/domain/i18n/languages';
import { Alert, Stack, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useCongress } from '../../api/congress.ts';
import { LanguageTabs } from '../../components/ui/language-tabs.tsx';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import { ScreenSection } from '../../components/ui/screen-section.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { useCongressSlug } from '../../lib/congress-slug.tsx';
import { useTemplates } from './api/get-templates.ts';
import { TemplateForm } from './components/template-form.tsx';
import { m, TEMPLATE_NAMES } from './template-messages.ts';

export function EmailTemplatesScreen() {
  const intl = useIntl();
  const slug = useCongressSlug();
  const congress = useCongress(slug);
  return (
    <ScreenSection title={intl.formatMessage(m.title)} description={intl.formatMessage(m.description)}>
      {congress.isPending && <PageLoader />}
      {congress.isError && <Alert color="red">{errorMessage(congress.error)}</Alert>}
      {congress.data !== undefined && (
        <TemplateLanguages
          congressId={congress.data.id}
          defaultLanguage={congress.data.defaultLanguage ?? 'en'}
        />
      )}
    </ScreenSection>
  );
}

/** One tab per language, the congress's default one first. */
function TemplateLanguages({
  congressId,
  defaultLanguage,
}: {
  congressId: number;
  defaultLanguage: Language;
}) {
  const intl = useIntl();
  const [language, setLanguage] = useState<Language>(defaultLanguage);
  return (
    <Stack gap="sm">
      <Text size="sm" c="gray.8">
        {intl.formatMessage(m.languageHint)}
      </Text>
      <LanguageTabs
        defaultLanguage={defaultLanguage}
        label={intl.formatMessage(m.languages)}
        value={language}
        onChange={setLanguage}
      >
        {(tab) => <TemplateTabs congressId={congressId} language={tab} />}
      </LanguageTabs>
    </Stack>
  );
}

function TemplateTabs({ congressId, language }: { congressId: number; language: Language }) {
  const intl = useIntl();
  const templates = useTemplates(congressId, language);
  if (templates.isPending) return <PageLoader label={intl.formatMessage(m.loading)} />;
  if (templates.isError) return <Alert color="red">{errorMessage(templates.error)}</Alert>;
  if (templates.data.length === 0) return <Alert color="gray">{intl.formatMessage(m.none)}</Alert>;
  // Tab values become element ids: labels have spaces, so the index names the tab.
  return (
    <Tabs defaultValue="template-0" keepMounted={false}>
      <Tabs.List>
        {templates.data.map((template, index) => {
          const name = TEMPLATE_NAMES[template.label];
          return (
            <Tabs.Tab key={template.label} value={`template-${index}`}>
              {name ? intl.formatMessage(name) : template.label}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
      {templates.data.map((template, index) => (
        <Tabs.Panel key={template.label} value={`template-${index}`} pt="md">
          <TemplateForm
            key={`${language}-${template.updatedAt ?? 'new'}`}
            congressId={congressId}
            language={language}
            template={template}
          />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
