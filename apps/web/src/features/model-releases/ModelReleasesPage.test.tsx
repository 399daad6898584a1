import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { modelRelease, signInContributor } from '../../test/contributor-fixtures';
import { callsTo, envelopeResponse, stubApi } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render-route';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('model releases page', () => {
  it('lists the releases with what each is attached to', async () => {
    signInContributor();
    stubApi({
      '/contributor/all/model_release': {
        data: {
          results: [
            modelRelease(1, { model_name: 'Ana Ruiz', file_count: 2 }),
            modelRelease(2, { model_name: 'Tom Lee', age_group: 'senior' }),
          ],
          totalCount: 2,
        },
      },
    });
    renderRoute('/contributor/model-releases');
    const list = within(await screen.findByRole('list', { name: 'Release list' }));
    expect(list.getByText('Ana Ruiz')).toBeInTheDocument();
    expect(list.getByText(/attached to 2 files/)).toBeInTheDocument();
    expect(list.getByText(/Seniors · release-2\.pdf/)).toBeInTheDocument();
    expect(list.getByText(/not attached to a file yet/)).toBeInTheDocument();
    expect(list.getByRole('button', { name: 'View the release of Tom Lee' })).toBeInTheDocument();
  });

  it('shows loading, empty and error states', async () => {
    signInContributor();
    stubApi({ '/contributor/all/model_release': () => new Promise<Response>(() => {}) });
    const first = renderRoute('/contributor/model-releases');
    expect(await screen.findByRole('status', { name: 'Loading your releases' })).toBeInTheDocument();
    first.unmount();

    stubApi({ '/contributor/all/model_release': { data: { results: [], totalCount: 0 } } });
    const second = renderRoute('/contributor/model-releases');
    expect(await screen.findByText('No releases yet')).toBeInTheDocument();
    second.unmount();

    stubApi({ '/contributor/all/model_release': () => envelopeResponse(403, null, 'Forbidden') });
    renderRoute('/contributor/model-releases');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your releases.');
  });

  it('checks the form, then uploads the release as multipart and lists it', async () => {
    signInContributor();
    let saved = false;
    const mock = stubApi({
      '/contributor/all/model_release': () =>
        envelopeResponse(200, {
          results: saved ? [modelRelease(5, { model_name: 'Mia Chen', age_group: 'young_adult' })] : [],
          totalCount: saved ? 1 : 0,
        }),
      '/contributor/model_release': () => {
        saved = true;
        return envelopeResponse(200, { release: modelRelease(5, { model_name: 'Mia Chen' }) }, 'The release is saved.');
      },
    });
    renderRoute('/contributor/model-releases');
    const form = within(await screen.findByRole('form', { name: 'Add a model release' }));
    const user = userEvent.setup();
    await user.click(form.getByRole('button', { name: 'Add release' }));
    expect(form.getByText("Enter the model's name.")).toBeInTheDocument();
    expect(form.getByText("Choose the model's age group.")).toBeInTheDocument();
    expect(form.getByText('Choose the signed release: a PDF, JPEG or PNG.')).toBeInTheDocument();
    expect(callsTo(mock, '/contributor/model_release')).toHaveLength(0);

    await user.type(form.getByLabelText("Model's name"), 'Mia Chen');
    await user.selectOptions(form.getByLabelText('Age group'), 'Young adults');
    await user.upload(form.getByLabelText('Signed release'), new File(['%PDF-1.7 signed'], 'mia.pdf', { type: 'application/pdf' }));
    await user.click(form.getByRole('button', { name: 'Add release' }));

    expect(await screen.findByText('The release is saved.')).toBeInTheDocument();
    const body = mock.mock.calls.find(([input]) => String(input).endsWith('/contributor/model_release'))?.[1]?.body as FormData;
    expect(body.get('model_name')).toBe('Mia Chen');
    expect(body.get('age_group')).toBe('young_adult');
    expect((body.get('file') as File).name).toBe('mia.pdf');
    expect(await within(await screen.findByRole('list', { name: 'Release list' })).findByText('Mia Chen')).toBeInTheDocument();
    // The form starts afresh, without complaining about its empty fields.
    const fresh = within(screen.getByRole('form', { name: 'Add a model release' }));
    expect(fresh.getByLabelText("Model's name")).toHaveValue('');
    expect(fresh.queryByText("Enter the model's name.")).not.toBeInTheDocument();
  });

  it('refuses a document that is not a PDF, JPEG or PNG', async () => {
    signInContributor();
    stubApi({ '/contributor/all/model_release': { data: { results: [], totalCount: 0 } } });
    renderRoute('/contributor/model-releases');
    const form = within(await screen.findByRole('form', { name: 'Add a model release' }));
    await userEvent
      .setup({ applyAccept: false })
      .upload(form.getByLabelText('Signed release'), new File(['hi'], 'notes.txt', { type: 'text/plain' }));
    expect(form.getByText('The release must be a PDF, JPEG or PNG file.')).toBeInTheDocument();
  });
});
