import type { ColorFamily, SearchResults } from '@stock/contracts';
import { AGE_GROUPS, ORIENTATIONS } from '@stock/contracts/values';
import { useTranslation } from 'react-i18next';
import { ColorSwatches } from './ColorSwatches';
import { Choice, FilterGroup } from './filter-controls';
import {
  AGE_GROUP_KEYS,
  DURATION_OPTIONS,
  FPS_OPTIONS,
  MEGAPIXEL_OPTIONS,
  PEOPLE_OPTIONS,
  RESOLUTION_OPTIONS,
  UPLOADED_WITHIN_OPTIONS,
} from './filter-options';
import type { SearchChange, SearchState } from './search-params';

interface FilterPanelProps {
  /** Two panels can be on the page (sidebar and drawer): the prefix keeps their radio groups apart. */
  idPrefix: string;
  state: SearchState;
  facets: SearchResults['facets'] | undefined;
  onChange: (change: SearchChange) => void;
}

const toggle = (list: readonly string[], value: string) => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);
const ORIENTATION_KEYS: Record<string, string> = {
  horizontal: 'search:filters.orientation.horizontal',
  vertical: 'search:filters.orientation.vertical',
  square: 'search:filters.orientation.square',
  panoramic: 'search:filters.orientation.panoramic',
};

export function FilterPanel({ idPrefix, state, facets, onChange }: FilterPanelProps) {
  const { t } = useTranslation('search');
  const name = (group: string) => `${idPrefix}-${group}`;
  const orientationCount = (value: string) => facets?.orientation.find((facet) => facet.value === value)?.count;
  const categories = facets?.category ?? [];
  const selectedCategory = state.category_id !== undefined ? String(state.category_id) : undefined;
  const duration = DURATION_OPTIONS.find((option) => option.min === state.min_duration && option.max === state.max_duration);

  return (
    <div className="text-sm">
      {(categories.length > 0 || selectedCategory) && (
        <FilterGroup legend={t('filters.category')}>
          <Choice
            type="radio"
            name={name('category')}
            label={t('filters.allCategories')}
            checked={!selectedCategory}
            onChange={() => onChange({ category_id: undefined })}
          />
          {categories.map((facet) => (
            <Choice
              key={facet.value}
              type="radio"
              name={name('category')}
              label={facet.label}
              count={facet.count}
              checked={selectedCategory === facet.value}
              onChange={() => onChange({ category_id: Number(facet.value) })}
            />
          ))}
        </FilterGroup>
      )}

      <FilterGroup legend={t('filters.orientation.legend')}>
        {ORIENTATIONS.map((value) => (
          <Choice
            key={value}
            type="checkbox"
            name={name('orientation')}
            label={t(ORIENTATION_KEYS[value] ?? value)}
            count={orientationCount(value)}
            checked={state.orientation.includes(value)}
            onChange={() => onChange({ orientation: toggle(state.orientation, value) })}
          />
        ))}
      </FilterGroup>

      <FilterGroup legend={t('filters.colour')}>
        <ColorSwatches selected={state.color} onToggle={(color: ColorFamily) => onChange({ color: toggle(state.color, color) })} />
      </FilterGroup>

      <FilterGroup legend={t('filters.people.legend')}>
        {PEOPLE_OPTIONS.map((option) => (
          <Choice
            key={option.labelKey}
            type="radio"
            name={name('people')}
            label={t(option.labelKey)}
            checked={state.people === option.value}
            onChange={() => onChange({ people: option.value })}
          />
        ))}
      </FilterGroup>

      <FilterGroup legend={t('filters.ageGroup')}>
        {AGE_GROUPS.map((value) => (
          <Choice
            key={value}
            type="checkbox"
            name={name('age')}
            label={t(AGE_GROUP_KEYS[value] ?? value)}
            checked={state.age_group.includes(value)}
            onChange={() => onChange({ age_group: toggle(state.age_group, value) })}
          />
        ))}
      </FilterGroup>

      {state.type === 'IMAGE' ? (
        <FilterGroup legend={t('filters.size.legend')}>
          {MEGAPIXEL_OPTIONS.map((option) => (
            <Choice
              key={option.labelKey}
              type="radio"
              name={name('size')}
              label={t(option.labelKey)}
              checked={state.min_megapixels === option.value}
              onChange={() => onChange({ min_megapixels: option.value })}
            />
          ))}
        </FilterGroup>
      ) : (
        <>
          <FilterGroup legend={t('filters.resolution.legend')}>
            {RESOLUTION_OPTIONS.map((option) => (
              <Choice
                key={option.labelKey}
                type="radio"
                name={name('resolution')}
                label={t(option.labelKey)}
                checked={state.resolution === option.value}
                onChange={() => onChange({ resolution: option.value })}
              />
            ))}
          </FilterGroup>
          <FilterGroup legend={t('filters.duration.legend')}>
            {DURATION_OPTIONS.map((option) => (
              <Choice
                key={option.id}
                type="radio"
                name={name('duration')}
                label={t(option.labelKey)}
                checked={duration?.id === option.id}
                onChange={() => onChange({ min_duration: option.min, max_duration: option.max })}
              />
            ))}
          </FilterGroup>
          <FilterGroup legend={t('filters.fps.legend')}>
            {FPS_OPTIONS.map((fps) => (
              <Choice
                key={fps ?? 'any'}
                type="radio"
                name={name('fps')}
                label={fps === undefined ? t('filters.fps.any') : t('filters.fps.value', { fps })}
                checked={state.fps === fps}
                onChange={() => onChange({ fps })}
              />
            ))}
          </FilterGroup>
        </>
      )}

      <FilterGroup legend={t('filters.uploaded.legend')}>
        {UPLOADED_WITHIN_OPTIONS.map((option) => (
          <Choice
            key={option.labelKey}
            type="radio"
            name={name('uploaded')}
            label={t(option.labelKey)}
            checked={state.uploaded_within === option.value}
            onChange={() => onChange({ uploaded_within: option.value })}
          />
        ))}
      </FilterGroup>

      <FilterGroup legend={t('filters.safeSearch')}>
        <Choice
          type="checkbox"
          name={name('safe')}
          label={t('filters.hideExplicit')}
          checked={state.safe_search}
          onChange={() => onChange({ safe_search: !state.safe_search })}
        />
      </FilterGroup>
    </div>
  );
}
