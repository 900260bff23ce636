import '../home.css';
import {
  CustomerServiceOutlined,
  LockOutlined,
  SafetyCertificateOutlined,
} from '@ant-design/icons';

const POINTS = [
  {
    icon: <SafetyCertificateOutlined />,
    title: 'Verified properties',
    text: 'Every listing is reviewed by our team and every landlord passes identity checks.',
  },
  {
    icon: <LockOutlined />,
    title: 'Secure payments',
    text: 'Pay rent and deposits through the platform and get a receipt for every payment.',
  },
  {
    icon: <CustomerServiceOutlined />,
    title: '24/7 support',
    text: 'Reach a real person by phone, email or the contact form whenever you need help.',
  },
];

export function TrustPoints() {
  return (
    <section className="rn-container rn-section--tight" aria-label="Why rent with RentNaija">
      <ul className="rn-trust rn-plain-list">
        {POINTS.map((p) => (
          <li key={p.title} className="rn-card rn-trust__item">
            <span className="rn-quick-card__icon" aria-hidden="true">
              {p.icon}
            </span>
            <div>
              <h3>{p.title}</h3>
              <p className="rn-muted">{p.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
