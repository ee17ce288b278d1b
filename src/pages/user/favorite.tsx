import { translate } from '@docusaurus/Translate';
import ShellPage from '@site/src/components/ShellPage';
import AntdArea from '@site/src/components/AntdArea';
import FavoritesList from '@site/src/components/FavoritesList';
import { favoritesTitle } from '@site/src/i18n/common';

export default function FavoritesPage() {
  return (
    <ShellPage
      title={favoritesTitle()}
      description={translate({
        id: 'page.favorites.description',
        message: 'The curated and community prompts you saved, in one place.',
        description: 'One-line summary under the heading of the favorites page',
      })}
    >
      <AntdArea minHeight="24rem" withQueries>
        {() => <FavoritesList />}
      </AntdArea>
    </ShellPage>
  );
}
