import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import {
  admin,
  json,
  sanctionsImport,
  sanctionsLists,
  signedInAs,
  withCsrf,
} from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

function openLists() {
  server.use(
    signedInAs(['compliance']),
    http.get(admin('/sanctions/lists'), () => json({ data: sanctionsLists() })),
  );
  return renderApp('/sanctions');
}

const listCard = (title: string) => screen.findByRole('region', { name: title });

describe('sanctions lists', () => {
  it('shows each list in force, a refused import as a warning, and a list not loaded', async () => {
    openLists();
    const ofac = await listCard('US OFAC Specially Designated Nationals');
    expect(within(ofac).getByText('05/03/2024')).toBeInTheDocument();
    expect(within(ofac).getByText((12_873).toLocaleString())).toBeInTheDocument();
    expect(within(ofac).getByText((31_004).toLocaleString())).toBeInTheDocument();
    expect(within(ofac).getByText('sdn.csv')).toBeInTheDocument();
    expect(within(ofac).getByText('ana@homeward.test')).toBeInTheDocument();
    expect(within(ofac).queryByRole('alert')).not.toBeInTheDocument();

    const un = screen.getByRole('region', { name: 'UN Security Council Consolidated List' });
    expect(within(un).getByRole('alert')).toHaveTextContent(
      /An import was refused.*99% fewer than the 1,002 in force.*The list in force is kept\./,
    );
    expect(within(un).getByText('scheduled refresh')).toBeInTheDocument();

    const dfat = screen.getByRole('region', { name: 'Australian DFAT Consolidated List' });
    expect(within(dfat).getByText('Not loaded')).toBeInTheDocument();
    expect(within(dfat).getByText(/nobody is screened against this list/)).toBeInTheDocument();
  });

  it('sends a chosen file as it is, with its name, and shows the new version', async () => {
    const sent: { type: string | null; file: string | null; body: string }[] = [];
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      withCsrf('post', '/sanctions/lists/ofac/imports', async (request) => {
        await answered;
        sent.push({
          type: request.headers.get('Content-Type'),
          file: new URL(request.url).searchParams.get('file'),
          body: await request.text(),
        });
        return json(
          {
            import: sanctionsImport({ id: 'imp-9', version: '11/29/2024', entries: 13_001 }),
            rescreening: true,
          },
          201,
        );
      }),
    );
    const { user } = openLists();
    const ofac = await listCard('US OFAC Specially Designated Nationals');
    const file = new File(['36,"AEROCARIBBEAN AIRLINES",-0-,"CUBA"\n'], 'sdn 2024.csv', {
      type: 'text/csv',
    });
    await user.upload(within(ofac).getByLabelText('List file'), file);
    await user.click(within(ofac).getByRole('button', { name: 'Import file' }));
    // Several megabytes take a while: the officer sees it is under way, and cannot send it twice.
    expect(
      await within(ofac).findByText(/Uploading and checking sdn 2024.csv \(1 KB\)/),
    ).toBeInTheDocument();
    expect(within(ofac).getByRole('button', { name: 'Import file' })).toBeDisabled();
    answer();
    expect(await within(ofac).findByText(/Version 11\/29\/2024 is now in force/)).toHaveTextContent(
      'Every customer and recipient is being screened again',
    );
    expect(sent).toEqual([
      {
        type: 'application/octet-stream',
        file: 'sdn 2024.csv',
        body: '36,"AEROCARIBBEAN AIRLINES",-0-,"CUBA"\n',
      },
    ]);
  });

  it('asks for a file before sending anything', async () => {
    const { user } = openLists();
    const ofac = await listCard('US OFAC Specially Designated Nationals');
    await user.click(within(ofac).getByRole('button', { name: 'Import file' }));
    expect(within(ofac).getByText('Choose the list file.')).toBeInTheDocument();
  });

  it('shows a refused file’s message and the refusal the list now records', async () => {
    let refused = false;
    const error = 'This is not a DFAT consolidated list XLSX file: it is a CSV text file.';
    server.use(
      signedInAs(['admin']),
      withCsrf('post', '/sanctions/lists/dfat/imports', () => {
        refused = true;
        return json({ message: error, errors: { file: [error] } }, 422);
      }),
      http.get(admin('/sanctions/lists'), () =>
        json({
          data: sanctionsLists().map((list) =>
            list.source === 'dfat' && refused
              ? { ...list, last_rejected: sanctionsImport({ status: 'rejected', error }) }
              : list,
          ),
        }),
      ),
    );
    const { user } = renderApp('/sanctions');
    const dfat = await listCard('Australian DFAT Consolidated List');
    await user.upload(
      within(dfat).getByLabelText('List file'),
      // Named like the list, but CSV inside: the server reads the content, not the name.
      new File(['a,b\n'], 'dfat.xlsx', {
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      }),
    );
    await user.click(within(dfat).getByRole('button', { name: 'Import file' }));
    expect(await within(dfat).findByText('Import refused')).toBeInTheDocument();
    expect(await within(dfat).findByText(/An import was refused/)).toBeInTheDocument();
    expect(within(dfat).getAllByText(error)).toHaveLength(2);
  });

  it('imports from an address as JSON, and says so when nothing changed', async () => {
    const sent: unknown[] = [];
    server.use(
      withCsrf('post', '/sanctions/lists/un/imports', async (request) => {
        expect(request.headers.get('Content-Type')).toBe('application/json');
        sent.push(await request.json());
        return json(
          { import: sanctionsImport({ version: '2024-11-30' }), rescreening: false },
          201,
        );
      }),
    );
    const { user } = openLists();
    const un = await listCard('UN Security Council Consolidated List');
    const address = within(un).getByLabelText("Or the list's address");
    await user.type(address, 'not an address');
    await user.click(within(un).getByRole('button', { name: 'Import from address' }));
    expect(await within(un).findByText(/Give the list’s address/)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(address);
    await user.type(address, 'https://scsanctions.un.org/consolidated.xml');
    await user.click(within(un).getByRole('button', { name: 'Import from address' }));
    expect(await within(un).findByText('Nothing changed')).toBeInTheDocument();
    expect(sent).toEqual([{ url: 'https://scsanctions.un.org/consolidated.xml' }]);
  });
});
