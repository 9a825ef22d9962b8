import { Table, TextInput } from '@mantine/core';

/**
 * A table cell of a file being imported: its text, or an input once its row needs fixing. The
 * input is named by its line and column, marked invalid when a problem names it, and then
 * described by the row's problems (`problemsId`).
 */
export function EditableCell({
  editable,
  label,
  value,
  invalid,
  problemsId,
  minWidth,
  onChange,
}: {
  editable: boolean;
  label: string;
  value: string;
  invalid: boolean;
  problemsId: string;
  minWidth: number;
  onChange: (value: string) => void;
}) {
  return (
    <Table.Td>
      {editable ? (
        <TextInput
          size="xs"
          miw={minWidth}
          aria-label={label}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          error={invalid}
          aria-describedby={invalid ? problemsId : undefined}
        />
      ) : (
        value
      )}
    </Table.Td>
  );
}
