import type { MockedResponse } from '@apollo/client/testing';
import { CAMPAIGN_MESSAGES } from '@outbound/common';
import { screen, waitFor, within } from '@testing-library/react';
import {
  EditSequenceCampaignDocument,
  type EditSequenceCampaignQuery,
} from '../../../../generated/graphql';
import type { Answered } from '../../../../test/mocked-answer';
import { renderApp } from '../../../../test/render-app';
import { COMPOSE_TEXTS } from '../../compose/compose-texts';
import {
  badRequest,
  buildCampaign,
  buildStep,
  notFound,
  saveMock,
  variablesMock,
} from '../../compose/__tests__/factories';
import { CAMPAIGN_ID, toastKind } from '../../compose/__tests__/render-step';
import { buildDetail, detailMock } from '../../../campaign-detail/__tests__/factories';

const M = CAMPAIGN_MESSAGES;
const SEQUENCE_PATH = `/campaign/${CAMPAIGN_ID}/sequence`;

/** A started campaign with a first email and one follow-up. */
const CAMPAIGN: Answered<EditSequenceCampaignQuery['campaign']> = {
  ...buildCampaign({
    currentTab: 'send',
    completedTabs: ['start', 'add-recipients', 'compose', 'preview', 'options'],
    steps: [buildStep(1), buildStep(2, { delay: 3 })],
  }),
  name: 'Spring outreach',
};

const SAVED_STEPS = [
  {
    id: 'step-1',
    subject: 'Quick question',
    body: '<p>Hello <strong>there</strong></p>',
    delay: 0,
  },
  { id: 'step-2', subject: 'Re: Quick question', body: '<p>Follow-up 1</p>', delay: 3 },
];

function campaignMock(campaign = CAMPAIGN): MockedResponse {
  return {
    request: { query: EditSequenceCampaignDocument, variables: { id: CAMPAIGN_ID } },
    result: { data: { campaign } },
  };
}

async function open(mocks: MockedResponse[] = [], path = `/campaign/${CAMPAIGN_ID}/update`) {
  const view = renderApp(path, {
    signedIn: true,
    // The Sequence page, where Back, Cancel and Save lead, reads the campaign for its header.
    mocks: [
      campaignMock(),
      variablesMock(),
      detailMock(buildDetail({ id: CAMPAIGN_ID })),
      ...mocks,
    ],
  });
  await screen.findByRole('region', { name: 'Email' });
  // The Variables menus open once the list's variables are known.
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Variables for Email' })).toBeEnabled(),
  );
  return view;
}

const region = (name: string) => screen.getByRole('region', { name });
const subjectOf = (name: string) => within(region(name)).getByLabelText('Subject');
const editorOf = (name: string) => screen.getByRole('textbox', { name: `${name} body` });
const delayOf = (name: string) => within(region(name)).getByLabelText('Wait for');
const button = (name: string) => screen.getByRole('button', { name });

describe('Edit sequence', () => {
  it.each(['update', 'edit-sequence'])(
    'shows the campaign name and its messages at /campaign/{id}/%s',
    async (route) => {
      await open([], `/campaign/${CAMPAIGN_ID}/${route}`);

      expect(
        screen.getByRole('heading', { level: 1, name: 'Spring outreach' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: COMPOSE_TEXTS.editSequence })).toBeInTheDocument();
      expect(subjectOf('Email')).toHaveValue('Quick question');
      expect(editorOf('Email')).toHaveTextContent('Hello there');
      expect(subjectOf('Follow-up 1')).toHaveValue('Re: Quick question');
      expect(delayOf('Follow-up 1')).toHaveValue(3);
      expect(screen.getByRole('switch', { name: 'Plain text' })).not.toBeChecked();
      for (const name of ['Add Follow-up', 'Send Test', 'Cancel', 'Save Changes']) {
        expect(button(name)).toBeInTheDocument();
      }
      expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Cancel Edits' })).not.toBeInTheDocument();
    },
  );

  it('goes back to the Sequence page with the Back link', async () => {
    const { user, router } = await open();
    const back = screen.getByRole('link', { name: 'Back' });
    expect(back).toHaveAttribute('href', SEQUENCE_PATH);

    await user.click(back);
    expect(router.state.location.pathname).toBe(SEQUENCE_PATH);
    const tabs = await screen.findByRole('navigation', { name: 'Campaign pages' });
    expect(within(tabs).getByRole('link', { name: 'Sequence' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await screen.findByRole('list', { name: 'Status note' })).toBeInTheDocument();
  });

  it('leaves without asking when nothing changed', async () => {
    const { user, router } = await open();
    // Moving the cursor or changing something back is no change.
    await user.click(subjectOf('Email'));
    await user.paste('!');
    await user.keyboard('{Backspace}');
    await user.click(editorOf('Email'));

    await user.click(button('Cancel'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(SEQUENCE_PATH);
  });

  it('asks before discarding changes, then leaves without saving', async () => {
    const save = saveMock('text/html', SAVED_STEPS);
    const { user, router } = await open([save.mock]);
    await user.click(editorOf('Follow-up 1'));
    await user.paste(' and more');

    await user.click(button('Cancel'));
    let dialog = screen.getByRole('dialog', { name: COMPOSE_TEXTS.discardTitle });
    expect(dialog).toHaveTextContent(COMPOSE_TEXTS.discardText);
    await user.click(within(dialog).getByRole('button', { name: COMPOSE_TEXTS.keepEditing }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/campaign/${CAMPAIGN_ID}/update`);
    expect(editorOf('Follow-up 1')).toHaveTextContent('and more');

    await user.click(button('Cancel'));
    dialog = screen.getByRole('dialog', { name: COMPOSE_TEXTS.discardTitle });
    await user.click(within(dialog).getByRole('button', { name: COMPOSE_TEXTS.discardConfirm }));
    expect(router.state.location.pathname).toBe(SEQUENCE_PATH);
    expect(save.result).not.toHaveBeenCalled();
  });

  it.each([
    ['a removed follow-up', 'Remove Follow-up 1'],
    ['an added follow-up', 'Add Follow-up'],
  ])('asks before discarding %s', async (_, action) => {
    const { user, router } = await open();
    await user.click(button(action));
    await user.click(button('Cancel'));
    expect(screen.getByRole('dialog', { name: COMPOSE_TEXTS.discardTitle })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/campaign/${CAMPAIGN_ID}/update`);
  });

  it('asks before discarding a switch to plain text', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('switch', { name: 'Plain text' }));
    await user.click(button(COMPOSE_TEXTS.plainTextConfirm));
    await user.click(button('Cancel'));
    expect(screen.getByRole('dialog', { name: COMPOSE_TEXTS.discardTitle })).toBeInTheDocument();
  });

  it('saves the messages with their variables, confirms it and goes to the Sequence page', async () => {
    const steps = [
      {
        id: 'step-1',
        subject: 'Quick question for {{company}}',
        body: '<p>Hello <strong>there</strong></p>',
        delay: 0,
      },
      {
        id: 'step-2',
        subject: 'Re: Quick question for {{company}}',
        body: '<p>Follow-up 1{{first_name}}</p>',
        delay: 5,
      },
      {
        id: null,
        subject: 'Re: Quick question for {{company}}',
        body: '<p>Last one {{unsubscribe_url}}</p>',
        delay: 7,
      },
    ];
    const save = saveMock('text/html', steps);
    const { user, router, client } = await open([save.mock]);

    const subject = subjectOf('Email') as HTMLInputElement;
    await user.click(subject);
    subject.setSelectionRange(subject.value.length, subject.value.length);
    await user.paste(' for ');
    await user.click(button('Variables for Email'));
    await user.click(button('{{company}}'));
    expect(subject).toHaveValue('Quick question for {{company}}');
    // A body the cursor was never in gets the variable at its end.
    await user.click(button('Variables for Follow-up 1'));
    await user.click(button('{{first_name}}'));
    await user.clear(delayOf('Follow-up 1'));
    await user.type(delayOf('Follow-up 1'), '5');
    await user.click(button('Add Follow-up'));
    await user.click(editorOf('Follow-up 2'));
    await user.paste('Last one {{unsubscribe_url}}');
    expect(subjectOf('Follow-up 2')).toHaveValue('Re: Quick question for {{company}}');

    await user.click(button('Save Changes'));
    expect(await toastKind(M.messagesUpdated)).toBe('success');
    expect(save.result).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(router.state.location.pathname).toBe(SEQUENCE_PATH));

    // The cache holds the saved messages (and keeps the campaign's name and progress).
    const cached = client.readQuery<EditSequenceCampaignQuery>({
      query: EditSequenceCampaignDocument,
      variables: { id: CAMPAIGN_ID },
    });
    expect(cached?.campaign?.name).toBe('Spring outreach');
    expect(cached?.campaign?.steps.map((step) => [step.id, step.subject, step.delay])).toEqual([
      ['step-1', 'Quick question for {{company}}', 0],
      ['step-2', 'Re: Quick question for {{company}}', 5],
      ['new-3', 'Re: Quick question for {{company}}', 7],
    ]);
  });

  it('shows the validation messages and does not save', async () => {
    const save = saveMock('text/html', SAVED_STEPS);
    const { user, router } = await open([save.mock]);
    await user.clear(subjectOf('Email'));
    await user.clear(delayOf('Follow-up 1'));

    await user.click(button('Save Changes'));
    expect(await within(region('Email')).findByText(M.subjectRequired)).toBeInTheDocument();
    expect(within(region('Follow-up 1')).getByText(M.delayBlank)).toBeInTheDocument();
    expect(await toastKind(M.fillAllFields)).toBe('error');

    await user.type(delayOf('Follow-up 1'), '0');
    expect(within(region('Follow-up 1')).getByText(M.delayZero)).toBeInTheDocument();
    expect(save.result).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe(`/campaign/${CAMPAIGN_ID}/update`);
  });

  it('flags a variable the lists do not have', async () => {
    const { user } = await open();
    await user.click(editorOf('Email'));
    await user.paste(' {{nickname}}');

    await user.click(button('Save Changes'));
    const message = M.unknownVariable('nickname');
    expect(await within(region('Email')).findByText(message)).toBeInTheDocument();
    expect(await toastKind(message)).toBe('error');
  });

  it('stays on the page when the save is refused', async () => {
    const save = saveMock('text/html', SAVED_STEPS, { error: badRequest('Bad Request.') });
    const { user, router } = await open([save.mock]);

    await user.click(button('Save Changes'));
    expect(await toastKind(COMPOSE_TEXTS.saveFailed)).toBe('error');
    expect(save.result).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe(`/campaign/${CAMPAIGN_ID}/update`);
  });

  it('opens Send Test with the campaign mailbox', async () => {
    const { user } = await open();
    await user.click(button('Send Test'));
    expect(screen.getByRole('dialog', { name: COMPOSE_TEXTS.sendTestTitle })).toHaveTextContent(
      'From: Sales Team <sales@acme.test>',
    );
  });

  it('says when the campaign is not found', async () => {
    renderApp(`/campaign/${CAMPAIGN_ID}/update`, {
      signedIn: true,
      mocks: [
        {
          request: { query: EditSequenceCampaignDocument, variables: { id: CAMPAIGN_ID } },
          result: { errors: [notFound(M.notFound)] },
        },
        variablesMock(),
      ],
    });
    expect(await screen.findAllByText(M.notFound)).not.toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', SEQUENCE_PATH);
  });
});
