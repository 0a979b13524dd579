import { Button, Card, Steps, Typography } from 'antd';
import { useEffect, type ReactNode } from 'react';

export interface WizardFrameProps {
  title: string;
  stepTitles: string[];
  activeStep: number;
  onBack(): void;
  /** True while the final Save runs. */
  saving?: boolean;
  /** The step's fields; Continue and Save submit the form around the frame. */
  children: ReactNode;
}

/**
 * The frame every profile wizard shares: heading, step indicator, the current step's heading,
 * Back and Continue (Save on the last step), and the warning before the page unloads.
 */
export function WizardFrame(props: WizardFrameProps) {
  const { title, stepTitles, activeStep, onBack, saving = false, children } = props;
  const last = activeStep === stepTitles.length - 1;

  useEffect(() => {
    // Spec 01 §2: wizards warn before the page unloads; browsers show their own wording.
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  return (
    <Card variant="borderless" className="mb-wizard">
      <Typography.Title level={1} style={{ fontSize: 26 }}>
        {title}
      </Typography.Title>
      <nav aria-label="Wizard steps">
        <Steps
          current={activeStep}
          items={stepTitles.map((stepTitle) => ({ title: stepTitle }))}
          style={{ margin: '24px 0' }}
        />
      </nav>
      <section aria-labelledby="wizard-step-heading">
        <Typography.Title level={2} id="wizard-step-heading" style={{ fontSize: 20 }}>
          {`Step ${activeStep + 1} of ${stepTitles.length}: ${stepTitles[activeStep]}`}
        </Typography.Title>
        {children}
      </section>
      <div className="mb-wizard__nav">
        <Button htmlType="button" onClick={onBack} disabled={activeStep === 0 || saving}>
          Back
        </Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          {last ? 'Save' : 'Continue'}
        </Button>
      </div>
    </Card>
  );
}
