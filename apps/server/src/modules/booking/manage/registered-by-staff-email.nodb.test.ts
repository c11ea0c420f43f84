import { describe, expect, it } from 'vitest';
import { buildRegisteredByStaffEmail, type RegistrationFacts } from './registered-by-staff-email.ts';

const facts = (overrides: Partial<RegistrationFacts> = {}): RegistrationFacts => ({
  firstName: 'Agnes',
  rateLabel: 'Double with accompanying person - Grand Hotel',
  hotel: 'Grand Hotel',
  roomOption: 'double',
  arrival: { date: '2027-06-09', time: '14:30' },
  departure: null,
  second: { role: 'Accompanying person', name: 'Yves Martin' },
  status: 'on_hold',
  currency: 'EUR',
  priceCents: 120_050,
  amountDueCents: 20_000,
  ...overrides,
});

const build = (f: RegistrationFacts, passwordLink: string | null = null) =>
  buildRegisteredByStaffEmail({
    to: 'agnes@behalf.test',
    congress: { id: 7, label: 'Congress 2027' },
    facts: f,
    congressLink: 'https://congress.test/demo',
    passwordLink,
  });

describe('buildRegisteredByStaffEmail', () => {
  it('lists the registration, the amounts and the congress link', () => {
    const mail = build(facts());
    expect(mail).toMatchObject({
      to: 'agnes@behalf.test',
      congressId: 7,
      purpose: 'registered-by-staff',
      subject: 'Your registration for Congress 2027',
    });
    expect(mail.text).toContain('Hello Agnes,');
    expect(mail.text).toContain('You have been registered for Congress 2027');
    expect(mail.text).toContain('Rate: Double with accompanying person - Grand Hotel');
    expect(mail.text).toContain('Hotel: Grand Hotel');
    expect(mail.text).toContain('Room: Double');
    expect(mail.text).toContain('Arrival: 9 June 2027 at 14:30');
    expect(mail.text).not.toContain('2027-06-09');
    expect(mail.text).not.toContain('Departure:');
    expect(mail.text).toContain('Accompanying person: Yves Martin');
    expect(mail.text).toContain('Registration status: On hold');
    expect(mail.text).toContain('Price: €1,200.50');
    expect(mail.text).toContain('Amount due: €200');
    expect(mail.text).toContain(
      'To pay the amount due of €200, sign in on the congress site:\nhttps://congress.test/demo',
    );
    expect(mail.text).toContain('Sign in with your e-mail address to see your registration.');
    expect(mail.html).toContain('<a href="https://congress.test/demo">');
    expect(mail.html).not.toContain('Choose my password');
  });

  it('says nothing is left to pay when the amount due is zero', () => {
    const mail = build(facts({ amountDueCents: 0, second: null }));
    expect(mail.text).toContain('Amount due: €0');
    expect(mail.text).toContain('Nothing is left to pay.');
    expect(mail.text).not.toContain('Accompanying person');
  });

  it('gives a new account its choose-password link, valid 7 days', () => {
    const link = 'https://congress.test/demo/reset/password/form/abc_DEF-123';
    const mail = build(facts(), link);
    expect(mail.text).toContain(`Choose your password with this link:\n${link}`);
    expect(mail.text).toContain('7 days');
    expect(mail.text).not.toContain('Sign in with your e-mail address to see your registration.');
    expect(mail.html).toContain(`<a href="${link}">Choose my password</a>`);
  });

  it('escapes a hostile name, rate and companion in the HTML part', () => {
    const mail = build(
      facts({
        firstName: '<script>alert("x")</script>',
        rateLabel: 'Rate <b>& co',
        second: { role: 'Room-mate', name: '<img src=x onerror=alert(1)>' },
      }),
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('Hello &#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;,');
    expect(mail.html).toContain('Rate &#60;b&#62;&#38; co');
    expect(mail.html).toContain('Room-mate: <strong>&#60;img src=x onerror=alert(1)&#62;</strong>');
    // The text part is plain text: kept as typed.
    expect(mail.text).toContain('Hello <script>alert("x")</script>,');
  });

  it('in the recipient’s language: French words, French money', () => {
    const mail = buildRegisteredByStaffEmail({
      to: 'agnes@behalf.test',
      congress: { id: 7, label: 'Congress 2027' },
      facts: facts(),
      congressLink: 'https://congress.test/demo',
      passwordLink: null,
      language: 'fr',
    });
    const text = mail.text.replace(/[\u00a0\u202f]/g, ' ');
    expect(mail.subject).toBe('Votre inscription à Congress 2027');
    expect(text).toContain('Bonjour Agnes,');
    expect(text).toContain('Arrivée : 9 juin 2027 à 14:30');
    expect(text).toContain('Statut de l’inscription : Suspendue');
    expect(text).toContain('Prix : 1 200,50 €');
    expect(text).not.toMatch(/Hello|Amount due/);
  });
  it('the participant’s change to a held booking says until when the place is held, in their language', () => {
    const held = (language: 'en' | 'fr' | 'pt') =>
      buildRegisteredByStaffEmail({
        to: 'agnes@behalf.test',
        congress: { id: 7, label: 'Congress 2027' },
        facts: facts({ status: 'pending' }),
        congressLink: 'https://congress.test/demo',
        passwordLink: null,
        isChange: true,
        isOwnChange: true,
        heldUntil: '9 June 2027 at 14:30 WEST',
        language,
      });
    const en = held('en');
    expect(en.purpose).toBe('registration-change-held');
    expect(en.subject).toBe('Your registration for Congress 2027: change saved');
    expect(en.text).toContain('Your change to your registration for Congress 2027 is saved.');
    expect(en.text).toContain('We hold your place until 9 June 2027 at 14:30 WEST.');
    expect(en.html).toContain('<p>We hold your place until 9 June 2027 at 14:30 WEST.');
    expect(held('fr').text).toContain('Nous conservons votre place jusqu’au 9 June 2027 at 14:30 WEST.');
    expect(held('pt').subject).toBe('A sua inscrição em Congress 2027: alteração registada');
  });
});
