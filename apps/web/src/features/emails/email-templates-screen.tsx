import { INVOICE_TEMPLATE_LABEL, type TemplateLabel } from '@congress/domain/contracts/emails';
import { Alert, Tabs } from '@mantine/core';
import { useCongress } from '../../api/congress.ts';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import { ScreenSection } from '../../components/ui/screen-section.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { useCongressSlug } from '../../lib/congress-slug.tsx';
import { useTemplates } from './api/get-templates.ts';
import { TemplateForm } from './components/template-form.tsx';

const tabLabel = (label: TemplateLabel) => (label === INVOICE_TEMPLATE_LABEL ? 'Invoice e-mail' : label);

export function EmailTemplatesScreen() {
  const slug = useCongressSlug();
  const congress = useCongress(slug);
  return (
    <ScreenSection
      title="E-mail templates"
      description="What participants receive as their registration goes along, and the texts of the bulk e-mails."
    >
      {congress.isPending && <PageLoader />}
      {congress.isError && <Alert color="red">{errorMessage(congress.error)}</Alert>}
      {congress.data !== undefined && <TemplateTabs congressId={congress.data.id} />}
    </ScreenSection>
  );
}

function TemplateTabs({ congressId }: { congressId: number }) {
  const templates = useTemplates(congressId);
  if (templates.isPending) return <PageLoader label="Loading the templates" />;
  if (templates.isError) return <Alert color="red">{errorMessage(templates.error)}</Alert>;
  if (templates.data.length === 0) return <Alert color="gray">No template.</Alert>;
  // Tab values become element ids: labels have spaces, so the index names the tab.
  return (
    <Tabs defaultValue="template-0" keepMounted={false}>
      <Tabs.List>
        {templates.data.map((template, index) => (
          <Tabs.Tab key={template.label} value={`template-${index}`}>
            {tabLabel(template.label)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {templates.data.map((template, index) => (
        <Tabs.Panel key={template.label} value={`template-${index}`} pt="md">
          <TemplateForm key={template.updatedAt ?? 'new'} congressId={congressId} template={template} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
