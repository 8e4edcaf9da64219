// A station page's figures as label–value rows (a set's figures, the building duty's steps).
import { Table } from '@mantine/core';
import classes from './station-page.module.css';

export function FigureTable({ rows }: { rows: ReadonlyArray<readonly [string, string]> }) {
  return (
    <Table className={classes.table} striped withRowBorders={false} verticalSpacing={4} fz="sm">
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Td>{label}</Table.Td>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
