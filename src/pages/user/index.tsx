import { translate } from '@docusaurus/Translate';
import ShellPage from '@site/src/components/ShellPage';
import AntdArea from '@site/src/components/AntdArea';
import MySpace from './_components/MySpace';

export default function UserHomePage() {
  return (
    <ShellPage
      title={translate({
        id: 'page.userHome.title',
        message: 'My account',
        description: 'Heading and title of the userHome page',
      })}
      description={translate({
        id: 'page.userHome.description',
        message: 'Your account details, your personal prompts and password settings.',
        description: 'One-line summary under the heading of the userHome page',
      })}
    >
      <AntdArea minHeight="40rem" withQueries>
        {() => <MySpace />}
      </AntdArea>
    </ShellPage>
  );
}
