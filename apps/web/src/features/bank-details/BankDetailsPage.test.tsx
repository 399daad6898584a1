import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bankDetails, signInContributor } from '../../test/contributor-fixtures';
import { callsTo, envelopeResponse, stubApi } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render-route';

const SAVED = bankDetails();

afterEach(() => vi.unstubAllGlobals());

describe('bank details page', { timeout: 20_000 }, () => {
  it('checks the IBAN on the page, then adds the details confirmed by the e-mailed code and shows them masked', async () => {
    signInContributor('Cy');
    let saved: unknown = null;
    const mock = stubApi({
      '/contributor/bank/details': () => envelopeResponse(200, { bankDetails: saved }),
      '/contributor/bank/details/send/code': { data: { email: 'cy@example.com', expires_in_seconds: 600 } },
      '/contributor/add/bank/details': () => {
        saved = SAVED;
        return envelopeResponse(200, { bankDetails: SAVED }, 'Your bank details are added and confirmed.');
      },
    });
    renderRoute('/contributor/bank-details');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Account holder', {}, { timeout: 15_000 }), 'Cy Lens');
    await user.type(screen.getByLabelText('Bank name'), 'Deutsche Bank');
    await user.selectOptions(screen.getByLabelText('Country of the bank'), 'DE');
    await user.type(screen.getByRole('textbox', { name: 'IBAN' }), 'DE88 3704 0044 0532 0130 00');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(screen.getByLabelText('Code from the e-mail'), '123456');
    await user.click(screen.getByRole('button', { name: 'Add bank details' }));
    expect(screen.getByRole('textbox', { name: 'IBAN' })).toHaveAccessibleDescription(/Enter a valid IBAN/);
    expect(callsTo(mock, '/contributor/add/bank/details')).toHaveLength(0);
    await user.clear(screen.getByRole('textbox', { name: 'IBAN' }));
    await user.type(screen.getByRole('textbox', { name: 'IBAN' }), 'DE89 3704 0044 0532 0130 00');
    await user.click(screen.getByRole('button', { name: 'Add bank details' }));
    expect(await screen.findByText('•••• 3000')).toBeInTheDocument();
    expect(screen.getByText(/Confirmed/)).toBeInTheDocument();
    const body = mock.mock.calls.find(([input]) => String(input).endsWith('/contributor/add/bank/details'))?.[1]?.body;
    expect(JSON.parse(String(body))).toEqual({
      account_holder_name: 'Cy Lens',
      bank_name: 'Deutsche Bank',
      country: 'DE',
      iban: 'DE89 3704 0044 0532 0130 00',
      email_otp: '123456',
    });
    expect(callsTo(mock, '/contributor/bank/details/send/code')).toHaveLength(1);
  });

  it('shows the server refusal under the field and keeps the form', async () => {
    signInContributor('Cy');
    stubApi({
      '/contributor/bank/details': { data: { bankDetails: null } },
      '/contributor/add/bank/details': () =>
        new Response(
          JSON.stringify({
            status: false,
            status_code: 400,
            statusCode: 400,
            message: 'The password is not right.',
            data: null,
            errors: [{ field: 'password', message: 'The password is not right.' }],
          }),
          { status: 400 },
        ),
    });
    renderRoute('/contributor/bank-details');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Account holder', {}, { timeout: 15_000 }), 'Cy Lens');
    await user.type(screen.getByLabelText('Bank name'), 'Chase');
    await user.selectOptions(screen.getByLabelText('Country of the bank'), 'US');
    await user.click(screen.getByLabelText('Account number with routing or SWIFT'));
    await user.type(screen.getByLabelText('Account number'), '000123456789');
    await user.type(screen.getByLabelText('Routing number (US)', { exact: false }), '021000021');
    await user.click(screen.getByLabelText('With my password'));
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Add bank details' }));
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('The password is not right.'));
  });
});
