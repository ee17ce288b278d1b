import { translate } from '@docusaurus/Translate';
import { Select } from 'antd';
import { LIMITS } from '@site/src/api/limits';
import type { ContentVisibility, ModeratedKind } from '@site/src/api/contract';
import type { ConsoleView } from '../../_utils/consoleView';
import { FilterField, FilterRow, SearchField, UsernameFilter } from '../Filters';

interface Props {
  view: ConsoleView;
  update: (change: Partial<ConsoleView>) => void;
}

/** The content search: what to look for (prompts or comments), its text, its author and whether hidden. */
export default function ContentFilters({ view, update }: Props) {
  const kinds: Array<{ value: ModeratedKind; label: string }> = [
    {
      value: 'prompt',
      label: translate({
        id: 'admin.content.kindPrompts',
        message: 'Community prompts',
        description: 'Console: search community prompts',
      }),
    },
    {
      value: 'comment',
      label: translate({
        id: 'admin.content.kindComments',
        message: 'Comments',
        description: 'Console: search comments',
      }),
    },
  ];
  const visibilities: Array<{ value: ContentVisibility; label: string }> = [
    {
      value: 'all',
      label: translate({
        id: 'admin.content.visibilityAll',
        message: 'Visible and hidden',
        description: 'Console: visibility filter, any',
      }),
    },
    {
      value: 'visible',
      label: translate({
        id: 'admin.content.visibilityVisible',
        message: 'Visible only',
        description: 'Console: visibility filter',
      }),
    },
    {
      value: 'hidden',
      label: translate({
        id: 'admin.content.visibilityHidden',
        message: 'Hidden only',
        description: 'Console: visibility filter',
      }),
    },
  ];
  return (
    <FilterRow>
      <FilterField
        id="admin-content-kind"
        label={translate({
          id: 'admin.content.kindLabel',
          message: 'Look in',
          description: 'Console: label of the prompts/comments choice',
        })}
      >
        <Select id="admin-content-kind" value={view.kind} options={kinds} onChange={(kind) => update({ kind })} />
      </FilterField>
      <SearchField
        id="admin-content-text"
        label={translate({
          id: 'admin.content.textLabel',
          message: 'Text',
          description: 'Console: label of the content text search',
        })}
        value={view.contentQuery}
        maxLength={LIMITS.SEARCH_QUERY_MAX}
        onSearch={(contentQuery) => update({ contentQuery })}
      />
      <UsernameFilter
        id="admin-content-author"
        label={translate({
          id: 'admin.content.authorLabel',
          message: 'Author’s username',
          description: 'Console: label of the author filter',
        })}
        value={view.author}
        onSearch={(author) => update({ author })}
      />
      <FilterField
        id="admin-content-visibility"
        label={translate({
          id: 'admin.content.visibilityLabel',
          message: 'Visibility',
          description: 'Console: label of the visibility filter',
        })}
      >
        <Select
          id="admin-content-visibility"
          value={view.visibility}
          options={visibilities}
          onChange={(visibility) => update({ visibility })}
        />
      </FilterField>
    </FilterRow>
  );
}
