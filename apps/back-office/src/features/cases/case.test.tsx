import type { ComplianceCase, SmrDraft, StaffRole } from '@homeward/contract';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { admin, complianceCase, json, signedInAs, withCsrf } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

function openCase(kase: ComplianceCase = complianceCase(), roles: StaffRole[] = ['compliance']) {
  server.use(
    signedInAs(roles),
    http.get(admin(`/cases/${kase.id}`), () => json(kase)),
  );
  return renderApp(`/cases/${kase.id}`);
}

const decided = (status: 'cleared' | 'confirmed', note: string) =>
  complianceCase({
    status,
    decided_at: '2026-11-25T10:00:00Z',
    decision: { by: 'ana@homeward.test', note, at: '2026-11-25T10:00:00Z' },
  });

const smrDraft = (note: string): SmrDraft => ({
  case_reference: 'C-1042',
  reporting_entity: { name: 'Homeward Pty Ltd', re_number: '100000001', abn: '12 345 678 901' },
  suspicion_formed_at: '2026-11-25T10:00:00Z',
  due_by: '2026-11-28',
  due_by_if_terrorism_financing: '2026-11-26T10:00:00Z',
  grounds: `Sanctions screening matched Ali Hassan Mahmoud to MAHMUD, Ali Hasan. Compliance confirmed the match: ${note}`,
  subject: {
    role: 'recipient',
    full_name: 'Ali Hassan Mahmoud',
    date_of_birth: null,
    nationality: null,
    customer_number: null,
    email: null,
    address: 'Philippines',
    payout_details: [{ label: 'Bank', value: 'BDO Unibank' }],
  },
  ordering_customer: {
    role: 'customer',
    full_name: 'Maria Santos',
    date_of_birth: '1990-07-25',
    nationality: 'Philippines',
    customer_number: 'HW-100234',
    email: 'maria@example.com',
    address: '1 George St, Sydney, NSW, 2000',
    payout_details: [],
  },
  listed_entries: [
    {
      list: 'US OFAC Specially Designated Nationals',
      ref: '12345',
      primary_name: 'MAHMUD, Ali Hasan',
      programs: ['SDGT'],
      score: 0.93,
    },
  ],
  transactions: [
    {
      tracking_number: 'HW-7Q2K-9LMX',
      date: '2026-11-24T09:00:00Z',
      status: 'on_hold',
      sent: { amount: '950.00', currency: 'AUD' },
      to_be_received: { amount: '35000.00', currency: 'PHP' },
      recipient_name: 'Ali Hassan Mahmoud',
      destination_country: 'Philippines',
    },
  ],
});

describe('a screening case', () => {
  it('sets each hit’s listed entry beside the subject, the matched name marked', async () => {
    openCase();
    await screen.findByRole('heading', { name: 'Case C-1042', level: 1 });
    const hit = screen.getByRole('region', { name: 'MAHMUD, Ali Hasan' });
    expect(
      within(hit).getByText(/US OFAC Specially Designated Nationals · entry 12345/),
    ).toBeInTheDocument();
    expect(within(hit).getAllByText('93%')[0]).toBeInTheDocument();
    expect(within(hit).getByText('date of birth 1971 agrees (+0.03)')).toBeInTheDocument();
    // The matched name is marked wherever it shows, and named by its kind.
    const marked = hit.querySelectorAll('mark');
    expect([...marked].map((mark) => mark.textContent)).toEqual([
      'Ali Hassan MAHMOUD',
      'Ali Hassan MAHMOUD',
    ]);
    expect(within(hit).getByText('Matched listed name (a.k.a.)')).toBeInTheDocument();
    expect(within(hit).getByText('Weak a.k.a.')).toBeInTheDocument();
    expect(within(hit).getByText('Original script')).toBeInTheDocument();
    expect(within(hit).getByText('علي حسن محمود')).toBeInTheDocument();
    expect(within(hit).getByText('1971-03-02')).toBeInTheDocument();
    expect(within(hit).getAllByText('Iraq (IQ)')).toHaveLength(2);
    expect(within(hit).getByText('SDGT')).toBeInTheDocument();
    expect(within(hit).getByText('Financier of a designated group.')).toBeInTheDocument();

    const other = screen.getByRole('region', { name: 'ALI HASSAN AL-MAHMOUD' });
    expect(within(other).getByText(/UN Security Council Consolidated List · entry QDi.401/));
    expect(within(other).getByText('Matched listed name (f.k.a.)')).toBeInTheDocument();
    expect(within(other).getByText('Syria (SY)')).toBeInTheDocument();

    const transfers = screen.getByRole('table', { name: 'Transfers this case stops' });
    expect(within(transfers).getByRole('link', { name: 'HW-7Q2K-9LMX' })).toHaveAttribute(
      'href',
      '/back-office/transfers/tr-1',
    );
    expect(within(transfers).getByText('950.00 AUD')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'HW-100234 · Maria Santos' })).toBeInTheDocument();
  });

  it('clears it as a false positive with the note, then shows the decision', async () => {
    const notes: unknown[] = [];
    const note = 'Different person: born 1971 in Basra, listed man is Syrian.';
    server.use(
      withCsrf('post', '/cases/case-1/clear', async (request) => {
        notes.push(await request.json());
        return json(decided('cleared', note));
      }),
    );
    const { user } = openCase();
    await user.click(await screen.findByRole('button', { name: 'Clear as false positive' }));
    const dialog = screen.getByRole('dialog', { name: 'Clear as a false positive?' });
    expect(dialog).toHaveTextContent('will not be flagged again for these entries');
    await user.type(within(dialog).getByLabelText('Note for the record'), 'Too short');
    await user.click(within(dialog).getByRole('button', { name: 'Clear case' }));
    expect(
      await within(dialog).findByText('Write down why, in at least 10 characters.'),
    ).toBeInTheDocument();
    expect(notes).toEqual([]);

    await user.clear(within(dialog).getByLabelText('Note for the record'));
    await user.type(within(dialog).getByLabelText('Note for the record'), note);
    await user.click(within(dialog).getByRole('button', { name: 'Clear case' }));
    expect(
      await screen.findByText(/Cleared as false positive by ana@homeward.test/),
    ).toBeInTheDocument();
    expect(notes).toEqual([{ note }]);
    expect(screen.getByText(note)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm match' })).not.toBeInTheDocument();
  });

  it('confirms a match, saying what it does to a recipient, and shows the report’s draft', async () => {
    const notes: unknown[] = [];
    const note = 'Same date of birth and alias as the OFAC entry.';
    server.use(
      withCsrf('post', '/cases/case-1/confirm', async (request) => {
        notes.push(await request.json());
        return json(decided('confirmed', note));
      }),
      http.get(admin('/cases/case-1/smr-draft'), () => json(smrDraft(note))),
    );
    const { user } = openCase();
    await user.click(await screen.findByRole('button', { name: 'Confirm match' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm the match?' });
    expect(dialog).toHaveTextContent('transfers to them are refunded to the sender');
    await user.type(within(dialog).getByLabelText('Note for the record'), note);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm match' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /Confirmed match by ana@homeward.test/,
    );
    expect(notes).toEqual([{ note }]);

    const card = await screen.findByRole('region', { name: 'Suspicious matter report (draft)' });
    expect(await within(card).findByText(/Compliance confirmed the match/)).toBeInTheDocument();
    expect(within(card).getByText('BDO Unibank')).toBeInTheDocument();
    expect(
      within(card).getByRole('table', { name: 'Transactions related to the matter' }),
    ).toHaveTextContent('HW-7Q2K-9LMX');
    expect(within(card).getByRole('button', { name: 'Download the draft' })).toBeInTheDocument();
  });

  it('says a customer’s held transfers stay frozen when confirming their match', async () => {
    const { user } = openCase(complianceCase({ subject_type: 'customer' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm match' }));
    expect(screen.getByRole('dialog', { name: 'Confirm the match?' })).toHaveTextContent(
      'is blocked from sending money, and their held transfers stay frozen',
    );
  });

  it('shows the 409 when another officer decided first', async () => {
    server.use(
      withCsrf('post', '/cases/case-1/clear', () =>
        json({ message: 'Another officer has already decided this case.' }, 409),
      ),
    );
    const { user } = openCase();
    await user.click(await screen.findByRole('button', { name: 'Clear as false positive' }));
    const dialog = screen.getByRole('dialog', { name: 'Clear as a false positive?' });
    await user.type(
      within(dialog).getByLabelText('Note for the record'),
      'Different date of birth.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Clear case' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Another officer has already decided this case.',
    );
  });

  it('shows a decided case’s record and no decisions', async () => {
    openCase(decided('cleared', 'Checked with the customer’s passport.'));
    expect(await screen.findByText('Checked with the customer’s passport.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear as false positive' })).toBeNull();
  });
});

describe('a monitoring case', () => {
  const monitoringCase = complianceCase({
    kind: 'monitoring',
    subject_type: 'customer',
    subject_name: 'Maria Santos',
    trigger: 'structuring',
    hit_count: 0,
    top_score: 0,
    alert_count: 1,
    stops_payout: true,
    hits: [],
    alerts: [
      {
        id: 'alert-1',
        rule: 'structuring',
        rule_title: 'Amounts just under a threshold',
        action: 'hold',
        params: { transfers: 3, days: 7, threshold_aud: 5000, margin_percent: 10 },
        explanation:
          '3 transfers in 7 days each between AUD 4,500.00 and just under AUD 5,000.00 (rule: 3)',
        transfer_id: 'tr-3',
        transfers: [
          {
            id: 'tr-1',
            tracking_number: 'HW-AAAA-1111',
            status: 'completed',
            send: { amount: '4600.00', currency: 'AUD' },
            created_at: '2026-11-23T05:00:00Z',
          },
          {
            id: 'tr-3',
            tracking_number: 'HW-CCCC-3333',
            status: 'on_hold',
            send: { amount: '4999.00', currency: 'AUD' },
            created_at: '2026-11-25T05:00:00Z',
          },
        ],
        raised_at: '2026-11-25T05:01:00Z',
      },
    ],
  });

  it('shows each alert: the rule, what it found, and the transfers behind it, linked', async () => {
    openCase(monitoringCase);
    await screen.findByRole('heading', { name: 'Case C-1042', level: 1 });
    expect(screen.getByText(/Monitoring of customer Maria Santos · 1 alert/)).toBeInTheDocument();
    const facts = screen.getByRole('region', { name: 'Monitored' });
    expect(within(facts).getByText('Amounts just under a threshold')).toBeInTheDocument();
    expect(within(facts).getByText('Held until decided')).toBeInTheDocument();
    const alert = screen.getByRole('region', { name: 'Amounts just under a threshold' });
    expect(within(alert).getByText('Holds the payout')).toBeInTheDocument();
    const table = within(alert).getByRole('table');
    expect(within(table).getByRole('link', { name: 'HW-AAAA-1111' })).toHaveAttribute(
      'href',
      '/back-office/transfers/tr-1',
    );
    expect(within(table).getByText('raised it')).toBeInTheDocument();
    expect(within(table).getByText('4,999.00 AUD')).toBeInTheDocument();
    expect(screen.queryByText(/US OFAC/)).not.toBeInTheDocument();
  });

  it('is decided in words about activity: confirming says the customer is blocked', async () => {
    const { user } = openCase(monitoringCase);
    await user.click(await screen.findByRole('button', { name: 'Confirm and block' }));
    const dialog = screen.getByRole('dialog', {
      name: 'Confirm the concern and block the customer?',
    });
    expect(dialog).toHaveTextContent('Maria Santos is blocked from sending money');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Clear: activity explained' })).toBeInTheDocument();
  });
});
