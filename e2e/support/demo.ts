/** The demo accounts of demo-data.md. */
export const DEMO_PASSWORD = 'Demo!2345';

export const DEMO_ACCOUNTS = {
  superAdmin: { email: 'superadmin@demo.test', landing: /\/demo\/dashboard\/admin\/overview$/ },
  admin: { email: 'admin@demo.test', landing: /\/demo\/dashboard\/admin\/overview$/ },
  viewer: { email: 'viewer@demo.test', landing: /\/demo\/dashboard\/admin\/overview$/ },
  user: { email: 'user@demo.test', landing: /\/demo\/dashboard\/user\/home$/ },
  registered: { email: 'registered@demo.test', landing: /\/demo\/dashboard\/user\/home$/ },
  cancelled: { email: 'cancelled@demo.test', landing: /\/demo\/dashboard\/user\/home$/ },
  member: { email: 'member@demo.test', landing: /\/demo\/dashboard\/user\/home$/ },
} as const;
