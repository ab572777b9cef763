import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DataTable, num } from './data-table';

describe('DataTable', () => {
  it('labels every cell with its column heading, so a phone can show each row as a card', () => {
    const html = renderToStaticMarkup(
      <DataTable
        label="Bookings"
        columns={['Name', 'Contact', num('Guests'), 'Actions']}
        foot={
          <tr>
            <th scope="row">Total</th>
            <td colSpan={2}>3</td>
            <td />
          </tr>
        }
      >
        {['Tom Hughes', 'Ada Lovelace'].map((name) => (
          <tr key={name}>
            <th scope="row">{name}</th>
            <td>{name.toLowerCase()}@example.com</td>
            {name === 'Ada Lovelace' && <td className="num">2</td>}
            {name === 'Tom Hughes' && <td className="num">1</td>}
            <td>
              <button type="button">Edit</button>
            </td>
          </tr>
        ))}
      </DataTable>,
    );
    expect(html).toContain('<th scope="row" data-label="Name">Tom Hughes</th>');
    expect(html).toContain('<td data-label="Contact">ada lovelace@example.com</td>');
    expect(html).toContain('<td class="num" data-label="Guests">2</td>');
    expect(html).toContain('<td data-label="Actions"><button type="button">Edit</button></td>');
    // A cell spanning columns is labelled with the first; the next cell with the column after.
    expect(html).toContain('<td colSpan="2" data-label="Contact">3</td>');
    expect(html).toContain('<td data-label="Actions"></td></tr></tfoot>');
  });
});
