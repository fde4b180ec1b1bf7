import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {CURRENT_RELEASE, FROZEN_RELEASES, type Release} from '../../config/releases';
import styles from './index.module.css';

const CUR = CURRENT_RELEASE;
/** The newest frozen release built for ROS 1, offered beside the current one while the table has it. */
const ROS1 = FROZEN_RELEASES.find((r) => r.ros === 1);

const describe = (r: Release): string =>
  `version ${r.label} is the ROS ${r.ros} ${r.distroName} system on Ubuntu ${r.ubuntu}`;

interface Path {
  title: string;
  to: string;
  text: string;
}

const startPaths: Path[] = [
  {
    title: 'Install',
    to: '/docs/installation/',
    text: `Put the ROS ${CUR.ros} ${CUR.distroName} build of the system on Ubuntu ${CUR.ubuntu} from the MRS package archive, or run it in Docker or Apptainer.`,
  },
  {
    title: 'Simulate',
    to: '/docs/simulations/',
    text: 'Fly one drone or a whole formation in Gazebo or the lightweight MRS multirotor simulator before anything leaves the ground.',
  },
  {
    title: 'Fly real hardware',
    to: '/docs/hardware/',
    text: 'Prepare the PX4 flight controller, radios, sensors and onboard computer, then deploy a tested software stack to every UAV.',
  },
  {
    title: 'Program the UAV',
    to: '/docs/api/',
    text: 'Command the UAV through the managers’ topics and services, or extend the system with your own controller, tracker or estimator.',
  },
];

function PathCard({title, to, text}: Path): ReactNode {
  return (
    <div className={clsx('col col--3', styles.cardCol)}>
      <Link className={clsx('card padding--lg', styles.card)} to={to}>
        <Heading as="h3">{title}</Heading>
        <p>{text}</p>
      </Link>
    </div>
  );
}

export default function Home(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout
      title="Home"
      description="Documentation of the MRS UAV System: the open-source ROS control, estimation and simulation stack for multirotor UAVs from the Multi-robot Systems group, CTU in Prague."
    >
      <header className={clsx('hero hero--primary', styles.hero)}>
        <div className="container">
          <Heading as="h1" className={clsx('hero__title', styles.heroTitle)}>
            {siteConfig.title}
          </Heading>
          <p className="hero__subtitle">{siteConfig.tagline}</p>
          <div className={styles.buttons}>
            <Link className="button button--secondary button--lg" to="/docs/introduction/">
              Read the introduction
            </Link>
            {ROS1 && (
              <Link
                className={clsx('button button--outline button--lg', styles.heroOutline)}
                to={`${ROS1.route}/introduction/`}
              >
                ROS 1 documentation ({ROS1.label})
              </Link>
            )}
          </div>
        </div>
      </header>
      <main>
        <section className="container margin-vert--lg">
          <div className={styles.intro}>
            <p>
              The MRS UAV System is the software the Multi-robot Systems group of the Czech Technical University in
              Prague flies on its multirotor drones. It closes the loop from a reference you send over ROS to the
              attitude and thrust commands a PX4 flight controller executes: state estimators fuse GNSS, lidar or visual
              odometry, reference trackers turn goals into smooth feasible references, and feedback controllers track
              them. The same configuration flies in simulation and in the field, one drone or many.
            </p>
            <p>
              These pages are written for developers who build on the system, operators who take drones to experiments,
              and researchers who need to know exactly what the software does. {describe(CUR).replace(/^v/, 'V')}
              {ROS1 ? `; ${describe(ROS1)}, kept for the fleets that still run it` : ''}. Pick the version you run from
              the menu in the top bar.
            </p>
          </div>
          <Heading as="h2" className={styles.sectionTitle}>
            Where to start
          </Heading>
          <div className="row">
            {startPaths.map((path) => (
              <PathCard key={path.title} {...path} />
            ))}
          </div>
        </section>
      </main>
    </Layout>
  );
}
