/**
 * A searchable unit picker (an ARIA 1.2 combobox, Downshift's `useCombobox`): the text box shows the
 * chosen unit's name; typing narrows the list to the units whose name or short name contains the text;
 * the list groups the chain of command of the unit the form is about first, then that side's units,
 * then the other side's (`pickerGroups`), each option with its echelon. Arrow keys move, Enter chooses,
 * Escape closes and puts the chosen name back; erasing the name clears the choice. User text is rendered
 * as text.
 */
import { useCombobox } from 'downshift';
import { useMemo, useState } from 'react';
import { foldForSearch, type CampaignState, type SideId, type Unit, type UnitId } from '../../campaign/index.ts';
import { ECHELON_ABBR } from '../labels.ts';
import { filterGroups, pickerGroups } from './unitPickerModel.ts';
import './picker.css';

/**
 * Props: the field's `id` and visible `label` (the text box's accessible name); the `units` offered (in
 * ORBAT order), the chosen `value` ('' while none is) and `onChange`; `anchorId`, the unit the form is
 * about (its chain of command comes first), and `side` (its units before the other side's); `placeholder`;
 * `invalid` and `describedBy` for a field error; `disabled`.
 */
export type UnitComboboxProps = {
  id: string;
  label: string;
  state: Pick<CampaignState, 'units' | 'sides'>;
  units: readonly Unit[];
  value: UnitId | '';
  /** The unit (or special) chosen: its id. */
  onChange(id: string): void;
  anchorId?: UnitId | null;
  side?: SideId | null;
  placeholder?: string;
  invalid?: boolean;
  describedBy?: string;
  disabled?: boolean;
  /** Choices that are not units (the DLA, "own initiative"), offered first under "Other"; `value` may be one of their ids. */
  specials?: readonly PickerSpecial[];
};

/** A choice that is not a unit: its value and its words. */
export type PickerSpecial = { id: string; label: string };

/** One option: its value, its words, and the echelon shown beside a unit's name. */
type Item = { id: string; label: string; hint: string | null };

/** The picker: a label, the text box with its list, and a button that opens the list. */
export function UnitCombobox(p: UnitComboboxProps) {
  const groups = useMemo(() => pickerGroups(p.state, p.units, p.anchorId ?? null, p.side), [p.state, p.units, p.anchorId, p.side]);
  const specials = p.specials ?? [];
  const [query, setQuery] = useState('');
  const shown = useMemo(() => {
    const q = foldForSearch(query.trim());
    const other = specials.filter((x) => q === '' || foldForSearch(x.label).includes(q)).map((x): Item => ({ id: x.id, label: x.label, hint: null }));
    const units = filterGroups(groups, query);
    const listed = units.groups.map((g) => ({ title: g.title, items: g.units.map((u): Item => ({ id: u.id, label: u.name, hint: ECHELON_ABBR[u.echelon] })) }));
    return { groups: other.length > 0 ? [{ title: 'Other', items: other }, ...listed] : listed, hidden: units.hidden };
  }, [groups, specials, query]);
  const items = useMemo(() => shown.groups.flatMap((g) => g.items), [shown]);
  const chosen = useMemo((): Item | null => {
    if (p.value === '') return null;
    const special = specials.find((x) => x.id === p.value);
    if (special) return { id: special.id, label: special.label, hint: null };
    const u = p.state.units[p.value];
    return u ? { id: u.id, label: u.name, hint: ECHELON_ABBR[u.echelon] } : null;
  }, [p.value, p.state.units, specials]);
  const { isOpen, highlightedIndex, getLabelProps, getInputProps, getToggleButtonProps, getMenuProps, getItemProps } = useCombobox<Item>({
    id: p.id,
    inputId: p.id,
    items,
    selectedItem: chosen,
    itemToString: (x) => x?.label ?? '',
    itemToKey: (x) => x?.id ?? null,
    onInputValueChange: ({ inputValue, type }) => {
      if (type !== useCombobox.stateChangeTypes.InputChange) return;
      setQuery(inputValue);
      // Erasing the name clears the choice (the form then says one is needed).
      if (inputValue.trim() === '' && p.value !== '') p.onChange('');
    },
    onIsOpenChange: ({ isOpen: open }) => {
      if (!open) setQuery('');
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) p.onChange(selectedItem.id);
    },
  });
  let index = 0;
  return (
    <div className="unit-combobox">
      <label {...getLabelProps()}>{p.label}</label>
      <div className="unit-combobox__box">
        <input
          {...getInputProps({
            placeholder: p.placeholder ?? 'Type to find a unit',
            disabled: p.disabled,
            'aria-invalid': p.invalid || undefined,
            'aria-describedby': p.describedBy,
            autoComplete: 'off',
            spellCheck: false,
          })}
        />
        <button type="button" className="unit-combobox__toggle" {...getToggleButtonProps({ disabled: p.disabled, 'aria-label': `Show the units for ${p.label}` })}>
          ▾
        </button>
      </div>
      <ul className="unit-combobox__menu" {...getMenuProps({ 'aria-labelledby': undefined, 'aria-label': `Units for ${p.label}` })} hidden={!isOpen}>
        {isOpen &&
          shown.groups.map((g) => (
            <li key={g.title} role="presentation">
              <span className="unit-combobox__group" aria-hidden="true">
                {g.title}
              </span>
              <ul role="group" aria-label={g.title} className="unit-combobox__options">
                {g.items.map((x) => {
                  const i = index++;
                  return (
                    <li key={x.id} className={i === highlightedIndex ? 'is-active' : undefined} {...getItemProps({ item: x, index: i })}>
                      {x.label}
                      {x.hint !== null && ' '}
                      {x.hint !== null && <span className="unit-combobox__echelon">({x.hint})</span>}
                    </li>
                  );
                })}
              </ul>
            </li>
          ))}
        {isOpen && items.length === 0 && (
          <li role="presentation" className="unit-combobox__none">
            No unit matches “{query}”.
          </li>
        )}
        {isOpen && shown.hidden > 0 && (
          <li role="presentation" className="unit-combobox__none">
            {shown.hidden} more: type to narrow the list.
          </li>
        )}
      </ul>
    </div>
  );
}
