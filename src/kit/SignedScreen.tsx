import type { ScreenProps } from './screen.ts';
import { useBoundOperation } from './bound-operation.ts';
import { useFieldOverrides, useRouteActions, useScreenBinding } from './route-info.ts';
import { OperationForm } from './OperationForm.tsx';
import { ScreenFrame } from './ScreenFrame.tsx';

/**
 * A signed transaction bound to a contract operation (spec 001 §7): its form, authorization and
 * result (SignedForm; a batch's file, preview and upload before it, BatchForm), with "another one"
 * clearing the form, and the route's further operations (issue 37) beside it.
 */
export function SignedScreen(props: ScreenProps) {
  const { operation, title } = useScreenBinding(props);
  const op = useBoundOperation(operation);
  const fields = useFieldOverrides(props.fields);
  return (
    <ScreenFrame title={title} operation={operation} actions={useRouteActions()}>
      <OperationForm op={op} title={title} overrides={fields} />
    </ScreenFrame>
  );
}
