import { MESSAGES } from '@congress/domain/messages';
import { describe, expect, it } from 'vitest';
import { paths } from './paths.ts';

describe('paths (spec 2.1)', () => {
  it('builds the participant routes under the congress and the participant type', () => {
    expect(paths.homeLogin.getHref('demo')).toBe('/demo');
    expect(paths.rateList.getHref('demo', 'member')).toBe('/demo/rate/member');
    expect(paths.registrationForm.getHref('demo', 'member')).toBe('/demo/rate/member/registration');
    expect(paths.summary.getHref('demo', 'member')).toBe('/demo/rate/member/registration/summary');
    expect(paths.payment.getHref('demo', 'member')).toBe('/demo/rate/member/registration/payment');
    expect(paths.invoice.getHref('demo', 'member')).toBe('/demo/rate/member/registration/invoice');
    expect(paths.bankTransfer.getHref('demo', 'member', '412.50')).toBe(
      '/demo/rate/member/registration/bank-transfer?amount=412.50',
    );
    expect(paths.confirm.getHref('demo', 'member', { amount: -200, label: 'REFUND' })).toBe(
      '/demo/rate/member/registration/confirm?amount=-200&label=REFUND',
    );
  });

  it('builds the dashboards', () => {
    expect(paths.participationList.getHref('demo')).toBe('/demo/dashboard/admin/participation-list');
    expect(paths.manageUsers.getHref('demo')).toBe('/demo/dashboard/admin/manage-users');
    expect(paths.manageRates.getHref('demo')).toBe('/demo/dashboard/admin/manage-rates');
    expect(paths.activities.getHref('demo')).toBe('/demo/dashboard/admin/activities');
    expect(paths.activitiesStats.getHref('demo')).toBe('/demo/dashboard/admin/activities-stats');
    expect(paths.manageRegistration.getHref('demo', 12)).toBe(
      '/demo/dashboard/admin/manage-registration?participation=12',
    );
    expect(paths.dashboardUserHome.getHref('demo')).toBe('/demo/dashboard/user/home');
    expect(paths.dashboardUserSummary.getHref('demo')).toBe('/demo/dashboard/user/summary');
    expect(paths.dashboardUserActivities.getHref('demo')).toBe('/demo/dashboard/user/activities');
  });

  it('builds login, reset and error with their query values, encoded', () => {
    expect(paths.login.getHref({ redirect: '/demo/dashboard/user/home' })).toBe(
      '/login?redirect=%2Fdemo%2Fdashboard%2Fuser%2Fhome',
    );
    expect(paths.login.getHref({ slug: 'demo' })).toBe('/demo/login');
    expect(paths.sendEmailForm.getHref('demo')).toBe('/demo/reset/password');
    expect(paths.resetPasswordForm.getHref('demo', 'a/b')).toBe('/demo/reset/password/form/a%2Fb');
    expect(paths.error.getHref('demo', { status: 403, message: MESSAGES.accessDenied })).toBe(
      '/demo/error?status=403&code=accessDenied',
    );
    // A text outside the fixed list never travels in the URL.
    expect(paths.error.getHref('demo', { status: 500, message: '<b>Call +1 555</b>' })).toBe(
      '/demo/error?status=500',
    );
  });
});
