import {
  ZCampaignIdParam,
  ZCampaignQuery,
  ZCampaignRecipientPage,
  ZCampaignRecipientsQuery,
  ZEmailCampaign,
  ZEmailCampaignPage,
  ZEmailCampaignsQuery,
  ZEmailPreview,
  ZEmailPreviewRequest,
  ZEmailTestRequest,
  ZEmailTestResponse,
} from '../contracts/email-campaigns.ts';
import {
  ZCongressIdParam,
  ZEmailLogPage,
  ZEmailLogQuery,
  ZEmailRecipientList,
  ZEmailRecipientsRequest,
  ZEmailSendRequest,
  ZEmailSendResponse,
  ZEmailTemplate,
  ZEmailTemplateList,
  ZTemplateEditRequest,
  ZTemplateLabelParam,
  ZTemplateListQuery,
  ZTemplateQuery,
} from '../contracts/emails.ts';
import { defineEndpoint } from './define.ts';

/** Templates, bulk sends and the e-mail log: admins only (decisions 40). */
const tags = ['emails'];
const guard = 'admin';

export const getTemplate = defineEndpoint({
  method: 'GET',
  path: '/api/template/label/:label',
  guard,
  tags,
  params: ZTemplateLabelParam,
  query: ZTemplateQuery,
  responses: { 200: ZEmailTemplate },
});

export const listTemplates = defineEndpoint({
  method: 'GET',
  path: '/api/email/templates/:congressId',
  guard,
  tags,
  params: ZCongressIdParam,
  query: ZTemplateListQuery,
  responses: { 200: ZEmailTemplateList },
});

export const saveTemplate = defineEndpoint({
  method: 'PUT',
  path: '/api/email/template/:label',
  guard,
  tags,
  params: ZTemplateLabelParam,
  body: ZTemplateEditRequest,
  responses: { 200: ZEmailTemplate },
});

/** The invoice template has its own call in spec 7. */
export const saveInvoiceTemplate = defineEndpoint({
  method: 'POST',
  path: '/api/email/template/edit/invoice',
  guard,
  tags,
  body: ZTemplateEditRequest,
  responses: { 200: ZEmailTemplate },
});

export const sendEmails = defineEndpoint({
  method: 'POST',
  path: '/api/email/send',
  guard,
  tags,
  body: ZEmailSendRequest,
  responses: { 200: ZEmailSendResponse },
});

export const listRecipients = defineEndpoint({
  method: 'POST',
  path: '/api/email/recipients',
  guard,
  tags,
  body: ZEmailRecipientsRequest,
  responses: { 200: ZEmailRecipientList },
});

/** The bulk e-mail's preview, test send and campaigns (decisions 36). */
export const previewEmail = defineEndpoint({
  method: 'POST',
  path: '/api/email/preview',
  guard,
  tags,
  body: ZEmailPreviewRequest,
  responses: { 200: ZEmailPreview },
});

export const sendTestEmail = defineEndpoint({
  method: 'POST',
  path: '/api/email/test',
  guard,
  tags,
  body: ZEmailTestRequest,
  responses: { 200: ZEmailTestResponse },
});

export const listCampaigns = defineEndpoint({
  method: 'GET',
  path: '/api/email/campaigns/:congressId',
  guard,
  tags,
  params: ZCongressIdParam,
  query: ZEmailCampaignsQuery,
  responses: { 200: ZEmailCampaignPage },
});

export const getCampaign = defineEndpoint({
  method: 'GET',
  path: '/api/email/campaign/:campaignId',
  guard,
  tags,
  params: ZCampaignIdParam,
  query: ZCampaignQuery,
  responses: { 200: ZEmailCampaign },
});

export const listCampaignRecipients = defineEndpoint({
  method: 'GET',
  path: '/api/email/campaign/:campaignId/recipients',
  guard,
  tags,
  params: ZCampaignIdParam,
  query: ZCampaignRecipientsQuery,
  responses: { 200: ZCampaignRecipientPage },
});

/** Decisions 40: the e-mail log is an admin's, visualisation never reads it. */
export const getEmailLog = defineEndpoint({
  method: 'GET',
  path: '/api/email/log/:congressId',
  guard,
  tags,
  params: ZCongressIdParam,
  query: ZEmailLogQuery,
  responses: { 200: ZEmailLogPage },
});
