import { Box, Button, Heading, HStack, Tabs, Text } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '@/i18n/index.ts';
import type { ScreenAction } from '@/routing/meta.ts';
import { ActionForm } from './actions/ActionForm.tsx';
import { actionsAt } from './actions/rules.ts';
import { tabsSlotRecipe } from '@/ui/late-recipes.ts';

/**
 * The frame of a kit screen: its heading and what the screen holds; the route's alternatives to the
 * main form as tabs beside it, and its further forms as buttons under it (issue 37). Row actions are
 * the query table's (QueryScreen). The title and the actions' labels are the manifest's: shown through
 * term() (their English in en-US).
 */
interface Props {
  title: string;
  operation: string;
  children: ReactNode;
  note?: string | undefined;
  actions?: readonly ScreenAction[] | undefined;
}

export function ScreenFrame({ title, operation, children, note, actions }: Props) {
  const { term } = useTranslation();
  const tabs = actionsAt(actions, 'tab');
  const buttons = actionsAt(actions, 'button');
  const [open, setOpen] = useState<ScreenAction>();
  const main = (
    <>
      {children}
      {buttons.length > 0 ? (
        <HStack mt="6" gap="3" wrap="wrap" data-testid="screen-actions">
          {buttons.map((a) => (
            <Button key={a.operation} variant="outline" colorPalette="red" aria-expanded={open === a} onClick={() => setOpen(a)} data-testid={`action-${a.operation}`}>
              {term(a.label)}
            </Button>
          ))}
        </HStack>
      ) : null}
      {open ? <ActionForm action={open} onClose={() => setOpen(undefined)} /> : null}
    </>
  );
  return (
    <Box as="main" p="6" maxW="5xl" data-testid="kit-screen" data-operation={operation}>
      <Heading as="h1" size="xl">{term(title)}</Heading>
      {note ? <Text mt="2" color="fg.muted" fontSize="sm">{note}</Text> : null}
      {tabs.length > 0 ? (
        // the alternatives stay mounted once opened: what was typed in one survives a look at another
        <Tabs.Root recipe={tabsSlotRecipe} mt="5" defaultValue="main" lazyMount variant="line" colorPalette="red">
          <Tabs.List>
            <Tabs.Trigger value="main" data-testid="tab-main">{term(title)}</Tabs.Trigger>
            {tabs.map((a) => <Tabs.Trigger key={a.operation} value={a.operation} data-testid={`tab-${a.operation}`}>{term(a.label)}</Tabs.Trigger>)}
          </Tabs.List>
          <Tabs.Content value="main">{main}</Tabs.Content>
          {tabs.map((a) => (
            <Tabs.Content key={a.operation} value={a.operation}>
              <ActionForm action={a} />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      ) : (
        <Box mt="5">{main}</Box>
      )}
    </Box>
  );
}
