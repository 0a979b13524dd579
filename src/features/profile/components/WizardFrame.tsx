import { Button, Card, Steps, Typography } from 'antd';
import { useEffect, type ReactNode } from 'react';
import type { WizardStep } from '../wizardSteps';

export interface WizardFrameProps {
  title: string;
  steps: WizardStep[];
  activeStep: number;
  onBack(): void;
  onContinue(): void;
  /** The step's form; without one the step's summary is shown. */
  children?: ReactNode;
  /** Edit mode does not warn before unload (spec 01 §2). */
  editMode?: boolean;
}

/**
 * The frame every profile wizard shares: heading, step indicator, the current step's heading
 * and Back / Continue.
 */
export function WizardFrame(props: WizardFrameProps) {
  const { title, steps, activeStep, onBack, onContinue, children, editMode = false } = props;
  const step = steps[activeStep];

  useEffect(() => {
    if (editMode) return undefined;
    // Spec 01 §2: wizards warn before the page unloads; browsers show their own wording.
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [editMode]);

  return (
    <Card variant="borderless">
      <Typography.Title level={1} style={{ fontSize: 26 }}>
        {title}
      </Typography.Title>
      <nav aria-label="Wizard steps">
        <Steps
          current={activeStep}
          items={steps.map((s) => ({ title: s.title }))}
          style={{ margin: '24px 0' }}
        />
      </nav>
      <section aria-labelledby="wizard-step-heading">
        <Typography.Title level={2} id="wizard-step-heading" style={{ fontSize: 20 }}>
          {`Step ${activeStep + 1} of ${steps.length}: ${step.title}`}
        </Typography.Title>
        {children ?? <p>{step.summary}</p>}
      </section>
      <div className="mb-wizard__nav">
        <Button onClick={onBack} disabled={activeStep === 0}>
          Back
        </Button>
        {activeStep < steps.length - 1 ? (
          <Button type="primary" onClick={onContinue}>
            Continue
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
